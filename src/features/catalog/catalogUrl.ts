// Set at build time by webpack's DefinePlugin (CATALOG_BASE_URL=https://cdn.example/katalog/ npm run build).
// Jest has no DefinePlugin, so the default applies there.
const configuredBase = process.env.CATALOG_BASE_URL || '/catalog/';

/** The catalogue file under a base, as written (index.html's preload uses it too, at build time). */
export function catalogFile(base: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}catalog.json`;
}

/** The catalogue file's absolute URL. */
export function catalogUrl(base: string = configuredBase): string {
  return new URL(catalogFile(base), window.location.href).href;
}

/**
 * Image paths in the catalogue are resolved against the catalogue file, so a CDN can ship
 * relative paths. Same-origin results stay root-relative, like the carts the existing site saved.
 */
export function resolveAsset(path: string, fileUrl: string): string {
  const url = new URL(path, fileUrl);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

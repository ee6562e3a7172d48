// Set at build time by webpack's DefinePlugin (CATALOG_BASE_URL=https://cdn.example/katalog/ npm run build).
// Jest has no DefinePlugin, so the default applies there.
const configuredBase = process.env.CATALOG_BASE_URL || '/catalog/';

/** The catalogue file's absolute URL. */
export function catalogUrl(base: string = configuredBase): string {
  const withSlash = base.endsWith('/') ? base : `${base}/`;
  return new URL(`${withSlash}catalog.json`, window.location.href).href;
}

/**
 * Image paths in the catalogue are resolved against the catalogue file, so a CDN can ship
 * relative paths. Same-origin results stay root-relative, like the carts the existing site saved.
 */
export function resolveAsset(path: string, fileUrl: string): string {
  const url = new URL(path, fileUrl);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

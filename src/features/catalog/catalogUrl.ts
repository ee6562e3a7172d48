// Set at build time by webpack's DefinePlugin (CATALOG_BASE_URL=https://cdn.example/katalog/ npm run build).
// Jest has no DefinePlugin, so the default applies there.
const configuredBase = process.env.CATALOG_BASE_URL || '/catalog/';

const inFolder = (base: string, file: string) => `${base.endsWith('/') ? base : `${base}/`}${file}`;

/**
 * The split catalogue's manifest under a base, as written: what every page reads first
 * (docs/catalog-split.md; index.html's preload uses it too, at build time).
 */
export const manifestFile = (base: string): string => inFolder(base, 'manifest.json');

/** The manifest's absolute URL. */
export function manifestUrl(base: string = configuredBase): string {
  return new URL(manifestFile(base), window.location.href).href;
}

/** A root-relative path with no dot segments and nothing to escape: a URL parser gives it back as it is. */
const plainRootPath = /^\/(?!\/)[\w\-.~/]*$/;
const dotSegment = /\/\.\.?(?:\/|$)/;

/**
 * Image paths in the catalogue are resolved against the catalogue file, so a CDN can ship
 * relative paths. Same-origin results stay root-relative, like the carts the existing site saved.
 * A plain root-relative path next to a same-origin file is its own answer: parsing a URL and
 * reading `location.origin` cost ~15 µs each on this machine, 0.25 s for 5,000 products in
 * three colours, so they are done only where they can change something.
 */
export function assetResolver(fileUrl: string): (path: string) => string {
  // `globalThis`, not `window`: the search worker resolves search.json's pictures too (a
  // worker's location is its script's, on the page's origin).
  const { origin } = globalThis.location;
  const sameOrigin = new URL(fileUrl).origin === origin;
  return (path) => {
    if (sameOrigin && plainRootPath.test(path) && !dotSegment.test(path)) return path;
    const url = new URL(path, fileUrl);
    return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
  };
}

/** A file the catalogue build put beside the catalogue (the shop's QRIS image), as an absolute URL. */
export function catalogFileUrl(file: string, base: string = configuredBase): string {
  return new URL(inFolder(base, file), window.location.href).href;
}

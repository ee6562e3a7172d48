/**
 * How long a response may be cached, by what can change without changing its name: the same
 * policy as docs/nginx.conf (hashed /js, /img, /catalog/v/<version> and the checkout's /wilayah/<hash> for a year; /images a day; the rest, the HTML,
 * sw.js and the catalogue, revalidated on every use).
 */
export function cacheControlFor(pathname: string): string {
  // The split catalogue's version folders are named by their content (docs/catalog-split.md).
  // Everything under /wilayah/ sits in a folder named by its data's hash (scripts/regions/regionFiles.ts).
  if (/^\/(js|img|wilayah)\//.test(pathname) || /^\/catalog\/v\/[0-9a-f]+\//.test(pathname)) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith('/images/')) return 'public, max-age=86400';
  return 'no-cache';
}

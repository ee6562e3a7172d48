/**
 * How long a response may be cached, by what can change without changing its name: the one
 * table `npm run serve` (distHandler.ts), dist/_headers (headersFile.ts, for Cloudflare Pages and
 * Netlify) and docs/nginx.conf's `map` (written by the build, nginxHeaders.ts) all read.
 * Anything not listed (the HTML, sw.js, manifest.json and the catalogue's other files) is
 * revalidated on every use: a deploy must reach shoppers.
 */

export interface CacheRule {
  /** The paths, as a regular expression on the URL's path (nginx's `map` takes its source). */
  path: RegExp;
  /** The same paths as _headers patterns (`*` matches anything, slashes too). */
  patterns: readonly string[];
  value: string;
}

const YEAR = 'public, max-age=31536000, immutable';

export const cacheRules: readonly CacheRule[] = [
  // webpack's output, content-hashed names.
  { path: /^\/(js|img)\//, patterns: ['/js/*', '/img/*'], value: YEAR },
  // The split catalogue's version folders, named by their content (docs/catalog-split.md); only
  // version folders live under /catalog/v/.
  { path: /^\/catalog\/v\/[0-9a-f]+\//, patterns: ['/catalog/v/*'], value: YEAR },
  // Link previews' share images (scripts/catalog/shareImages/), each named by the hash of its inputs.
  { path: /^\/catalog\/bagikan\/[0-9a-f]+\.jpg$/, patterns: ['/catalog/bagikan/*'], value: YEAR },
  // The checkout's region files, in a folder named by their data's hash (scripts/regions/regionFiles.ts).
  { path: /^\/wilayah\/[0-9a-f]+\//, patterns: ['/wilayah/*'], value: YEAR },
  // Pictures under their own names: a day, then revalidated.
  { path: /^\/images\//, patterns: ['/images/*'], value: 'public, max-age=86400' },
];

export const REVALIDATE = 'no-cache';

export function cacheControlFor(pathname: string): string {
  return cacheRules.find((rule) => rule.path.test(pathname))?.value ?? REVALIDATE;
}

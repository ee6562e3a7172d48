/**
 * What object storage (Cloudflare R2, S3) must be told to serve the built catalogue folder to the
 * shop's pages: the one place for these rules, which the bucket stand-in (bucket.ts, the browser
 * tests) applies and docs/catalog.md shows.
 */

/**
 * Cache-Control per file, relative to the catalogue folder. The version folder (v/<hash>/) and
 * the pictures are named by what they are made of (a drawing's img/name.<hash>.svg by its content,
 * a photo's img/<key>-640.avif and its sidecar img/<key>.json by its original, crop and recipe:
 * photoNames.ts): cached for a year, never revalidated. manifest.json, the one file a rebuild changes in place, and anything else are
 * revalidated on every use, so a new catalogue shows at the next visit.
 */
export function bucketCacheControl(relative: string): string {
  if (/^(v\/[0-9a-f]+|img)\//.test(relative)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The bucket's CORS policy, in the JSON that R2's dashboard (Settings → CORS policy) and S3's
 * console take: the pages read the catalogue with fetch() and preload it with
 * crossorigin="anonymous", so each answer needs Access-Control-Allow-Origin for the shop's origin.
 * GET and HEAD only; the app sends no custom header, so no preflight has to be allowed.
 */
export function bucketCorsPolicy(shopOrigins: readonly string[]) {
  return [{ AllowedOrigins: [...shopOrigins], AllowedMethods: ['GET', 'HEAD'], MaxAgeSeconds: 86400 }];
}

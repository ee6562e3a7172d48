import { idBucket, splitPaths } from './splitPaths';

/**
 * How a stored list's ids (a cart's lines, favourites, past orders) find their products in the
 * split catalogue, in the two steps both useProductsByIds (in React) and fetchProductsByIds
 * (outside it) take, with a fetch between them: each id's bucket ids/<n>.json, then the product
 * files the buckets name. Pure, so the two can't drift apart.
 */

/** The ids as the buckets hold them: text, once each, sorted (the same ids, the same request). */
export const idTexts = (ids: readonly (string | number)[]): string[] => [...new Set(ids.map(String))].sort();

/** Step 1: the id buckets to read (paths under the version folder), once each. */
export function bucketPaths(ids: readonly string[], idBuckets: number): string[] {
  return [...new Set(ids.map((id) => splitPaths.idBucket(idBucket(id, idBuckets))))];
}

/**
 * Step 2, with the buckets read: the product files they name for these ids, once each. An id in
 * no bucket is a product the catalogue no longer has: it names no file.
 */
export function productPaths(ids: readonly string[], buckets: readonly ReadonlyMap<string, string>[]): string[] {
  const slugs = ids.flatMap((id) => buckets.flatMap((bucket) => bucket.get(id) ?? []));
  return [...new Set(slugs)].map(splitPaths.product);
}

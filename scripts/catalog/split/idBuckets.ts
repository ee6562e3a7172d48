import type { Product } from '../../../src/features/catalog/catalogTypes';
import { idBucket, splitPaths } from '../../../src/features/catalog/split/splitPaths';
import type { IdBucketFile } from '../../../src/features/catalog/split/splitTypes';

/** About this many ids per bucket file: ~3 KB raw, ~1 KB gzip. */
const IDS_PER_BUCKET = 128;

/** The smallest power of two giving buckets of at most ~IDS_PER_BUCKET ids. */
export function bucketCount(products: number): number {
  let buckets = 1;
  while (buckets * IDS_PER_BUCKET < products) buckets *= 2;
  return buckets;
}

/** ids/<n>.json: the cart's way from a line's id to its product's file. Every bucket is written, empty ones too. */
export function idBucketFiles(products: readonly Product[], buckets: number): [string, IdBucketFile][] {
  const files: IdBucketFile[] = Array.from({ length: buckets }, () => []);
  for (const product of products) files[idBucket(product.id, buckets)]!.push([String(product.id), product.slug]);
  return files.map((file, bucket) => [splitPaths.idBucket(bucket), file]);
}

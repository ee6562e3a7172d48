import type { CatalogManifest } from '../catalog/catalogSlice';
import type { Product } from '../catalog/catalogTypes';
import { forgetFailed, whenFileSettled, type FileState } from '../catalog/split/splitFiles';
import { idBucket, splitPaths } from '../catalog/split/splitPaths';
import { readIdBucket, readProductFile, type ProductFile } from '../catalog/split/splitReaders';
import { splitFileUrl } from '../catalog/split/splitPaths';

/** Waits for these files, asking again for any that failed before (a new attempt, not the old failure). */
function settled<T>(urls: readonly string[], read: (json: unknown, url: string) => T): Promise<FileState<T>[]> {
  forgetFailed(urls);
  return Promise.all(urls.map((url) => whenFileSettled(url, read)));
}

/**
 * Today's products for these ids, outside React: the same files useProductsByIds reads (each
 * id's bucket, then the product files the buckets name), with the same readers, into the same
 * cache (splitFiles.ts), so a page rendered afterwards finds them ready at once. An id the
 * catalogue no longer has is absent. Undefined when a file could not be loaded: nothing is known
 * then. Never rejects.
 */
export async function fetchProductsByIds(manifest: CatalogManifest, ids: readonly (string | number)[]): Promise<Product[] | undefined> {
  const texts = [...new Set(ids.map(String))];
  const bucketUrls = [...new Set(texts.map((id) => splitFileUrl(manifest, splitPaths.idBucket(idBucket(id, manifest.idBuckets)))))];
  const buckets = await settled(bucketUrls, readIdBucket);
  if (buckets.some((bucket) => bucket.status !== 'ready')) return undefined;
  const lookups = buckets.map((bucket) => (bucket as { value: Map<string, string> }).value);
  const slugs = new Set(texts.flatMap((id) => lookups.flatMap((lookup) => lookup.get(id) ?? [])));
  const files = await settled<ProductFile>([...slugs].map((slug) => splitFileUrl(manifest, splitPaths.product(slug))), readProductFile);
  if (files.some((file) => file.status !== 'ready')) return undefined;
  return files.map((file) => (file as { value: ProductFile }).value.product);
}

import type { CatalogManifest } from '../catalog/catalogSlice';
import type { Product } from '../catalog/catalogTypes';
import { allFiles } from '../catalog/split/allFiles';
import { bucketPaths, idTexts, productPaths } from '../catalog/split/productLookup';
import { forgetFailed, whenFileSettled, type FileReader, type FileState } from '../catalog/split/splitFiles';
import { splitFileUrl } from '../catalog/split/splitPaths';
import { readIdBucket, readProductFile } from '../catalog/split/splitReaders';

/** Waits for these files as one, asking again for any that failed before (a new attempt, not the old failure). */
async function settled<T>(manifest: CatalogManifest, paths: readonly string[], read: FileReader<T>): Promise<FileState<T[]>> {
  const urls = paths.map((path) => splitFileUrl(manifest, path));
  forgetFailed(urls);
  return allFiles(await Promise.all(urls.map((url) => whenFileSettled(url, read))));
}

/**
 * Today's products for these ids, outside React: the same steps as useProductsByIds
 * (productLookup.ts: each id's bucket, then the product files the buckets name), with the same
 * readers, into the same cache (splitFiles.ts), so a page rendered afterwards finds them ready at
 * once. An id the catalogue no longer has is absent. Undefined when a file could not be loaded:
 * nothing is known then. Never rejects.
 */
export async function fetchProductsByIds(manifest: CatalogManifest, ids: readonly (string | number)[]): Promise<Product[] | undefined> {
  const texts = idTexts(ids);
  const buckets = await settled(manifest, bucketPaths(texts, manifest.idBuckets), readIdBucket);
  if (buckets.status !== 'ready') return undefined;
  const files = await settled(manifest, productPaths(texts, buckets.value), readProductFile);
  return files.status === 'ready' ? files.value.map((file) => file.product) : undefined;
}

import type { CatalogManifest } from '../catalog/catalogSlice';
import type { Product } from '../catalog/catalogTypes';
import { allFiles } from '../catalog/split/allFiles';
import { bucketPaths, productPaths, productsOf, wantedProducts, type ProductRef } from '../catalog/split/productLookup';
import { forgetFailed, whenFileSettled, type FileReader, type FileState } from '../catalog/split/splitFiles';
import { splitFileUrl } from '../catalog/split/splitPaths';
import { readIdBucket, readProductFile } from '../catalog/split/pageReaders';

/** Waits for these files, asking again for any that failed before (a new attempt, not the old failure). */
function settled<T>(manifest: CatalogManifest, paths: readonly string[], read: FileReader<T>): Promise<FileState<T>[]> {
  const urls = paths.map((path) => splitFileUrl(manifest, path));
  forgetFailed(urls);
  return Promise.all(urls.map((url) => whenFileSettled(url, read)));
}

/**
 * Today's products for these ids, outside React: the same steps as useProductsByIds
 * (productLookup.ts: each id's bucket, then the product files the buckets name, or a line's kept
 * slug), with the same readers, into the same cache (splitFiles.ts), so a page rendered
 * afterwards finds them ready at once. An id the catalogue no longer has is absent. Undefined
 * when a file could not be loaded: nothing is known then. Never rejects.
 */
export async function fetchProductsByIds(manifest: CatalogManifest, refs: readonly ProductRef[]): Promise<Product[] | undefined> {
  const wanted = wantedProducts(refs);
  const buckets = allFiles(await settled(manifest, bucketPaths(wanted, manifest.idBuckets), readIdBucket));
  if (buckets.status !== 'ready') return undefined;
  const { named, bySlug } = productPaths(wanted, buckets.value);
  const [namedFiles, slugFiles] = await Promise.all([settled(manifest, named, readProductFile), settled(manifest, bySlug, readProductFile)]);
  const products = productsOf(namedFiles, slugFiles);
  return products.status === 'ready' ? products.value : undefined;
}

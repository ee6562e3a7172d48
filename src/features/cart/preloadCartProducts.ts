import type { RootState } from '../../app/rootReducer';
import { selectManifest, type CatalogManifest } from '../catalog/catalogSlice';
import { whenFileSettled } from '../catalog/split/splitFiles';
import { idBucket, splitPaths } from '../catalog/split/splitPaths';
import { readIdBucket, readProductFile } from '../catalog/split/splitReaders';
import { splitFileUrl } from '../catalog/split/useSplitFiles';
import { cartProductIds } from './cartProductIds';
import { selectCartItems } from './cartSlice';

/**
 * Fetches the files useProductsByIds will ask for these ids (their id buckets, then the product
 * files the buckets name), with the same readers, into the same cache (splitFiles.ts): a render
 * after this finds them ready at once. Resolves when all have arrived or failed; never rejects
 * (a failed file is the page's to report, and a sale is never stopped by the catalogue).
 */
export async function preloadProductsByIds(manifest: CatalogManifest, ids: readonly (string | number)[]): Promise<void> {
  const texts = [...new Set(ids.map(String))];
  const bucketPaths = [...new Set(texts.map((id) => splitPaths.idBucket(idBucket(id, manifest.idBuckets))))];
  const buckets = await Promise.all(bucketPaths.map((path) => whenFileSettled(splitFileUrl(manifest, path), readIdBucket)));
  const slugs = new Set<string>();
  for (const bucket of buckets) {
    if (bucket.status !== 'ready') continue;
    for (const id of texts) {
      const slug = bucket.value.get(id);
      if (slug !== undefined) slugs.add(slug);
    }
  }
  await Promise.all([...slugs].map((slug) => whenFileSettled(splitFileUrl(manifest, splitPaths.product(slug)), readProductFile)));
}

/**
 * For the first render of /cart (src/app/whenFirstRenderReady.ts): the saved cart's lines'
 * products, so its lines show their size and stock details from the first paint instead of
 * growing them a moment later (a layout shift). Call it once the store has its stored cart
 * (startStore() resolves after redux-persist's rehydration) and its manifest
 * (catalogRequested() has settled); without a manifest (the catalogue failed) it resolves at once.
 */
export function preloadCartProducts(store: { getState: () => RootState }, manifest: CatalogManifest | null = selectManifest(store.getState())): Promise<void> {
  const ids = cartProductIds(selectCartItems(store.getState()));
  if (!manifest || ids.length === 0) return Promise.resolve();
  return preloadProductsByIds(manifest, ids);
}

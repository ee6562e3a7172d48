import type { RootState } from '../../app/rootReducer';
import { selectManifest, type CatalogManifest } from '../catalog/catalogSlice';
import { cartProductRefs } from './cartProductRefs';
import { selectCartItems } from './cartSlice';
import { fetchProductsByIds } from './fetchProductsByIds';

/**
 * For the first render of /cart (src/app/whenFirstRenderReady.ts): fetches the saved cart's
 * lines' products (their id buckets, then their product files) into the split files' cache, so
 * its lines show their size and stock details from the first paint instead of growing them a
 * moment later (a layout shift). Call it once the store has its stored cart (startStore()
 * resolves after redux-persist's rehydration) and its manifest (catalogRequested() has settled).
 * Resolves when every file has arrived or failed, never rejects (a failed file leaves the cart
 * unflagged, as the page would); without a manifest (the catalogue failed) or lines, at once.
 */
export async function preloadCartProducts(store: { getState: () => RootState }, manifest: CatalogManifest | null = selectManifest(store.getState())): Promise<void> {
  const refs = cartProductRefs(selectCartItems(store.getState()));
  if (!manifest || refs.length === 0) return;
  await fetchProductsByIds(manifest, refs);
}

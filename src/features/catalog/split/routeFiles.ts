import type { AppStore } from '../../../app/store';
import { fetchProductsByIds } from '../../cart/fetchProductsByIds';
import { preloadCartProducts } from '../../cart/preloadCartProducts';
import { selectFavorites } from '../../favorites/favoritesSlice';
import { catalogRequested } from '../loadCatalog';
import { whenFileSettled } from './splitFiles';
import { splitFileUrl, splitPaths } from './splitPaths';
import { readHome, readProductFile } from './splitReaders';
import { whenListingShown } from './whenListingShown';

const productAt = /^\/produk\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * Resolves once the catalogue's manifest and the files the page's first screen shows are in (or
 * failed): the first render waits for them (src/app/whenFirstRenderReady.ts) so it replaces a
 * preview with the same cards, not a skeleton. Pages not known here render their loading state.
 */
export async function whenPageFilesReady(store: AppStore): Promise<void> {
  await store.dispatch(catalogRequested());
  const { manifest } = store.getState().catalog;
  if (!manifest) return;
  const { pathname, search } = window.location;
  const path = pathname.toLowerCase();
  if (path === '/') return void (await whenFileSettled(splitFileUrl(manifest, splitPaths.home), readHome));
  const product = productAt.exec(path)?.[1];
  if (product) return void (await whenFileSettled(splitFileUrl(manifest, splitPaths.product(product)), readProductFile));
  // The saved lists' products, so their lines and cards show whole at once (no shift).
  if (path === '/cart' || path === '/cart/') return preloadCartProducts(store, manifest);
  if (path === '/favorit' || path === '/favorit/') return void (await fetchProductsByIds(manifest, selectFavorites(store.getState()).map(({ id }) => id)));
  // A list page: its filter file if filtered, then the pages of the cards it shows (a reload keeps "show more").
  const state: unknown = window.history.state;
  await whenListingShown(manifest, { pathname, search, state: typeof state === 'object' && state !== null ? (state as { usr?: unknown }).usr : undefined });
}

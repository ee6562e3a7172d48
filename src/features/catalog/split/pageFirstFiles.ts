import type { AppStore } from '../../../app/store';
import { fetchProductsByIds } from '../../cart/fetchProductsByIds';
import { preloadCartProducts } from '../../cart/preloadCartProducts';
import { selectFavorites } from '../../favorites/favoritesSlice';
import type { CatalogManifest } from '../catalogSlice';
import { readProductFile } from './pageReaders';
import { whenFileSettled } from './splitFiles';
import { splitFileUrl, splitPaths } from './splitPaths';
import { whenListingShown } from './whenListingShown';

const productAt = /^\/produk\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

/**
 * routeFiles.ts's wait for the pages after the home page. Its chunk, 'catalog-pages'
 * (webpack.config.ts), is in each of those pages' chunk groups, so index.html's preloads have
 * already asked for it; the home page never loads it.
 */
export async function whenPageFirstFilesReady(store: AppStore, manifest: CatalogManifest): Promise<void> {
  const { pathname, search } = window.location;
  const path = pathname.toLowerCase();
  const product = productAt.exec(path)?.[1];
  if (product) return void (await whenFileSettled(splitFileUrl(manifest, splitPaths.product(product)), readProductFile));
  // The saved lists' products, so their lines and cards show whole at once (no shift).
  if (path === '/cart' || path === '/cart/') return preloadCartProducts(store, manifest);
  if (path === '/favorit' || path === '/favorit/') return void (await fetchProductsByIds(manifest, selectFavorites(store.getState()).map(({ id }) => id)));
  // A list page: its filter file if filtered, then the pages of the cards it shows (a reload keeps "show more").
  const state: unknown = window.history.state;
  await whenListingShown(manifest, { pathname, search, state: typeof state === 'object' && state !== null ? (state as { usr?: unknown }).usr : undefined });
}

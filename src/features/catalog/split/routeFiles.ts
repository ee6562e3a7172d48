import { parseFilters, hasActiveFilters } from '../filters';
import type { AppStore } from '../../../app/store';
import type { CatalogManifest } from '../catalogSlice';
import { catalogRequested } from '../loadCatalog';
import { readHome, readListingPage, readProductFile } from './splitReaders';
import { whenFileSettled, type FileReader } from './splitFiles';
import { listingNames, splitFileUrl, splitPaths } from './splitPaths';

export interface RouteFile {
  path: string;
  read: FileReader<unknown>;
}

/** A listing's first page in the URL's sort, when nothing is filtered (a filter needs filter.json first). */
function firstListingPage(listing: string, search: string): RouteFile[] {
  const filters = parseFilters(new URLSearchParams(search));
  return hasActiveFilters(filters) ? [] : [{ path: splitPaths.listingPage(listing, filters.sort, 1), read: readListingPage }];
}

/**
 * The catalogue files a page's first screen shows, known from its URL and the manifest alone:
 * the first render waits for them (src/app/whenFirstRenderReady.ts) so it replaces a preview
 * with the same cards, not a skeleton. Pages not listed here render their loading state.
 */
export function routeFiles(pathname: string, search: string, manifest: CatalogManifest): RouteFile[] {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/') return [{ path: splitPaths.home, read: readHome }];
  if (path === '/onsale') return firstListingPage(listingNames.sale, search);
  if (path === '/gift') return firstListingPage(listingNames.gift, search);
  const category = /^\/kategori\/([a-z0-9-]+)$/.exec(path)?.[1];
  if (category && manifest.listings[listingNames.category(category)]) return firstListingPage(listingNames.category(category), search);
  const product = /^\/produk\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(path)?.[1];
  if (product) return [{ path: splitPaths.product(product), read: readProductFile }];
  return [];
}

/** Resolves once the manifest and the page's first files are in (or failed). */
export async function whenPageFilesReady(store: AppStore): Promise<void> {
  await store.dispatch(catalogRequested());
  const { manifest } = store.getState().catalog;
  if (!manifest) return;
  const files = routeFiles(window.location.pathname, window.location.search, manifest);
  await Promise.all(files.map(({ path, read }) => whenFileSettled(splitFileUrl(manifest, path), read)));
}

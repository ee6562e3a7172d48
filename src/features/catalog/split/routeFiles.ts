import type { AppStore } from '../../../app/store';
import { catalogRequested } from '../loadCatalog';
import { whenFileSettled } from './splitFiles';
import { splitFileUrl, splitPaths } from './splitPaths';
import { readHome } from './splitReaders';

/**
 * Resolves once the catalogue's manifest and the files the page's first screen shows are in (or
 * failed): the first render waits for them (src/app/whenFirstRenderReady.ts) so it replaces a
 * preview with the same cards, not a skeleton. Pages not known here render their loading state.
 * The home page's wait is here, in the catalog-loader chunk; the other pages' readers are not in
 * the home page's initial JS (pageFirstFiles.ts).
 */
export async function whenPageFilesReady(store: AppStore): Promise<void> {
  await store.dispatch(catalogRequested());
  const { manifest } = store.getState().catalog;
  if (!manifest) return;
  if (window.location.pathname === '/') return void (await whenFileSettled(splitFileUrl(manifest, splitPaths.home), readHome));
  const { whenPageFirstFilesReady } = await import('./pageFirstFiles');
  await whenPageFirstFilesReady(store, manifest);
}

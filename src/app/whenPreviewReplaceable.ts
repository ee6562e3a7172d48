import { preloadPageFor } from './AppRoutes';
import { FooterArea } from './layout/Footer';
import type { AppStore } from './store';

/** The longest a preview stands in; after that the app takes over with its own loading states. */
const PREVIEW_WAIT_MS = 5000;

/**
 * Resolves once the app can replace the build-time preview in #root (scripts/build/prerender.ts)
 * in one go, with no loading state between the two: the page's chunk, the footer's and, for a
 * catalogue page, the catalogue have arrived (or failed). Without a preview, at once.
 */
export async function whenPreviewReplaceable(root: HTMLElement, store: AppStore): Promise<void> {
  if (!root.hasAttribute('data-prerendered')) return;
  const needs = [preloadPageFor(window.location.pathname), FooterArea.preload()];
  if (root.hasAttribute('data-catalog')) {
    // Loaded on demand like the pages do, so the schema stays out of the initial JavaScript.
    needs.push(import('../features/catalog/loadCatalog').then(({ catalogRequested }) => store.dispatch(catalogRequested())));
  }
  await Promise.race([Promise.allSettled(needs), new Promise((resolve) => setTimeout(resolve, PREVIEW_WAIT_MS))]);
}

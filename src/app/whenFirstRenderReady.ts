import { selectTotalItems } from '../features/cart/cartSlice';
import { LazyCheckoutForm } from '../features/checkout/LazyCheckoutForm';
import { paths } from '../lib/paths';
import { preloadPageFor } from './AppRoutes';
import { FooterArea } from './layout/Footer';
import type { AppStore } from './store';

/**
 * The longest the first render waits; after that the app takes over with its own loading states.
 * Over a preview the shopper already sees the page, so the app can wait for a slow catalogue.
 * With nothing on screen (a filtered page, search) a header and skeleton soon beat a blank page.
 */
const WAIT_OVER_PREVIEW_MS = 5000;
const WAIT_OVER_BLANK_MS = 1500;

/**
 * Resolves once the app's first render can show the page whole, with no loading state that
 * something later replaces or pushes around:
 * - over a build-time preview in #root (scripts/build/prerender.ts): once the page's chunk and
 *   the footer's have arrived (or failed), so the preview is replaced in one go;
 * - on a page that reads the catalogue (index.html's preload script marked it, see
 *   scripts/build/routePreloads.ts): once its manifest and the page's first files are in (or
 *   failed), so the cards replace the preview as they are, not through a skeleton.
 * - on /cart with a stored cart: once the checkout form's chunk is in (index.html preloaded it
 *   too), so the form does not arrive after the summary and move the footer.
 * All were requested with the HTML, beside the app's scripts, so the wait is usually nil.
 * Otherwise it resolves at once.
 */
export async function whenFirstRenderReady(root: HTMLElement, store: AppStore): Promise<void> {
  const needs: Promise<unknown>[] = [];
  const overPreview = root.hasAttribute('data-prerendered');
  if (overPreview) needs.push(preloadPageFor(window.location.pathname), FooterArea.preload());
  if (document.documentElement.hasAttribute('data-catalog-preloaded')) {
    // The catalog-loader chunk (webpack.config.ts), which index.html preloads beside the manifest.
    needs.push(import('../features/catalog/split/routeFiles').then(({ whenPageFilesReady }) => whenPageFilesReady(store)));
  }
  const path = window.location.pathname.toLowerCase().replace(/\/+$/, '');
  if (path === paths.cart && selectTotalItems(store.getState()) > 0) needs.push(LazyCheckoutForm.preload());
  if (needs.length === 0) return;
  await Promise.race([Promise.allSettled(needs), new Promise((resolve) => setTimeout(resolve, overPreview ? WAIT_OVER_PREVIEW_MS : WAIT_OVER_BLANK_MS))]);
}

/**
 * A product page's HTML, as the build writes it (productPreviews.tsx, Node) and as the edge
 * worker renders it at request time (scripts/edge/productWorker.tsx, Cloudflare's workerd): one
 * function, so the two cannot drift apart. They differ only in what they are handed: React's
 * stream API for their runtime (`HtmlRenderer`), and a `fetch` (set on globalThis by the caller)
 * that answers the catalogue's files from the disk, the site's assets or a bucket.
 */
import type { ReactElement } from 'react';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../../src/app/AppProviders';
import { AppRoutes } from '../../src/app/AppRoutes';
import { makeStore } from '../../src/app/store';
import type { CatalogManifest } from '../../src/features/catalog/catalogSlice';
import type { Product } from '../../src/features/catalog/catalogTypes';
import { readProductFile } from '../../src/features/catalog/split/pageReaders';
import { clearSplitFiles, whenFileSettled } from '../../src/features/catalog/split/splitFiles';
import { isSlug, splitFileUrl, splitPaths } from '../../src/features/catalog/split/splitPaths';
import { metaDescription, pageTitle } from '../../src/lib/usePageMeta';
import { productPageHead, shellHead } from './seo/pageHeads';
import type { SeoContext } from './seo/seoLinks';
import { withProductPreload } from './productPreload';
import { withPreview, type Snapshot } from './withPreview';

/**
 * Where the app believes it runs: catalogue files shipped with the site are then root-relative,
 * as on the shop's host. The same for the build and the worker, so their pages are the same bytes.
 */
export const RENDER_ORIGIN = 'https://langkah.invalid';

/**
 * The whole page as HTML, once its lazy chunks (the page, the footer) are in: react-dom/static's
 * `prerenderToNodeStream` in Node, its web-stream `prerender` in a worker. In one piece
 * (`progressiveChunkSize: Infinity`): by default React moves a large finished part behind an
 * inline script that puts it in place, which the pages' Content-Security-Policy forbids.
 */
export type HtmlRenderer = (element: ReactElement) => Promise<string>;

/** Thrown when the product's file is not in the catalogue: the caller answers as for any unknown address. */
export class UnknownProductError extends Error {}

/**
 * styled-components' server sheet, less what only its client rehydration reads: a rule naming
 * each component's classes and a comment after every rule (~5.6 KB of a page's ~20 KB of CSS).
 * The app never rehydrates a preview; it replaces it whole.
 */
const withoutRehydrationMarks = (css: string): string =>
  css
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replace(/\/\*!sc\*\/\n?/g, '')
    .trim();

/** A product page's preview, with the product it shows (for its link preview's tags and JSON-LD). */
export interface ProductSnapshot extends Snapshot {
  product: Product;
}

/** Lets React's clean-up run: Node queues it on setImmediate, which a loop of promises alone never reaches. */
const settle = () => new Promise<void>((resolve) => (typeof setImmediate === 'function' ? setImmediate(() => resolve()) : setTimeout(resolve, 0)));

/**
 * The product page at `/produk/{slug}` as a first visit renders it at a phone's width (no
 * media query matches on a server): empty cart, no favourites, nothing viewed before.
 */
export async function renderProductPage(manifest: CatalogManifest, slug: string, html: HtmlRenderer): Promise<ProductSnapshot> {
  // The worker gets whatever a visitor typed after /produk/: only a slug may become a file's path.
  if (!isSlug(slug)) throw new UnknownProductError(`/produk/${slug}: not a product address`);
  const file = await whenFileSettled(splitFileUrl(manifest, splitPaths.product(slug)), readProductFile);
  if (file.status !== 'ready') {
    const reason = file.status === 'failed' ? file.error : 'not loaded';
    throw new UnknownProductError(`/produk/${slug}: ${reason}`);
  }
  const { product } = file.value;
  const store = makeStore({ catalog: { status: 'ready', manifest, error: null } });
  const sheet = new ServerStyleSheet();
  try {
    const body = await html(
      sheet.collectStyles(
        <StaticRouter location={`/produk/${slug}`}>
          <AppProviders store={store}>
            <AppRoutes />
          </AppProviders>
        </StaticRouter>,
      ),
    );
    const css = withoutRehydrationMarks(sheet.getStyleTags().replace(/<\/?style[^>]*>/g, ''));
    // As ProductPage's usePageMeta sets them once the app runs.
    return { path: `/produk/${slug}`, title: pageTitle(product.name), description: metaDescription(product.description), html: body, css, product };
  } finally {
    sheet.seal();
    // One product's file at a time in memory, at any catalogue size.
    clearSplitFiles();
    // Without this each page's whole render stayed in memory (~100 KB a page, 3 GB at 25,000).
    await settle();
  }
}

/**
 * The page a shopper is sent: shell.html (the page without a preview) with the product's preview
 * and head tags (seo/pageHeads.ts). The build renders its pages before it gives shell.html the
 * shop's own tags (seo/siteFiles.ts); the worker reads the shell as deployed, with them: they are
 * taken out here, so both start from the same shell. `productFile` is the URL of the product's own
 * file, which the page preloads (productPreload.ts).
 */
export function productPageHtml(shell: string, seo: SeoContext, page: ProductSnapshot, productFile: string): string {
  const shopTags = shellHead(seo).head;
  return withProductPreload(withPreview(shopTags ? shell.replace(shopTags, '') : shell, page, productPageHead(seo, page.product, page)), productFile);
}

/**
 * Every product page's preview, rendered with react-dom/server from the app's own components.
 *
 * Painting a page in Chromium (prerender.ts) costs ~0.6 s, so a shop of thousands could not have
 * one for each product; here a page costs a few milliseconds of this process: the same
 * components, store, router and styled-components sheet, rendered to HTML from the product's one
 * split file, read from dist/ instead of fetched. Chromium still paints the pages that are the
 * same for every shopper (home, lists, categories), whose first screen waits on more than one file.
 *
 * Run by prerender.ts in processes of its own (`node --import tsx`, for the app's TSX), each
 * writing its share of the product pages (main() below); jest calls productPageRenderer directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { AppProviders } from '../../src/app/AppProviders';
import { AppRoutes } from '../../src/app/AppRoutes';
import { makeStore } from '../../src/app/store';
import type { CatalogManifest } from '../../src/features/catalog/catalogSlice';
import type { Product } from '../../src/features/catalog/catalogTypes';
import { readProductFile } from '../../src/features/catalog/split/pageReaders';
import { clearSplitFiles, whenFileSettled } from '../../src/features/catalog/split/splitFiles';
import { readManifest } from '../../src/features/catalog/split/splitReaders';
import { MANIFEST_FILE, splitFileUrl, splitPaths } from '../../src/features/catalog/split/splitPaths';
import { metaDescription, pageTitle } from '../../src/lib/usePageMeta';
import { absoluteBase, fileUnder, readSourceManifest, sourceSlugs, type CatalogSource } from './catalogSource';
import { withPreview, writePage, type Snapshot } from './prerender';
import { productFileHref, withProductPreload } from './productPreload';
import { productPageHead } from './seo/pageHeads';
import { seoContext } from './seo/seoContext';

/** Where the app believes it runs: catalogue files are then root-relative, as on the shop's host. */
const ORIGIN = 'https://langkah.invalid';

/** `fetch` for the app's catalogue reader: files of the built catalogue folder under its URL, 404 for what isn't there. */
function fetchFromCatalogue(dir: string, baseUrl: string): typeof fetch {
  return async (input) => {
    const file = fileUnder(dir, baseUrl, String(input));
    if (!file) return new Response('', { status: 404 });
    return new Response(fs.readFileSync(file), { headers: { 'content-type': 'application/json' } });
  };
}

/**
 * The whole page as HTML, once its lazy chunks (the page, the footer) are in. In one piece: by
 * default React moves a large finished part behind an inline script that puts it in place, which
 * the pages' Content-Security-Policy forbids (the build's check would stop it).
 */
async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let text = '';
  for await (const chunk of prelude) text += chunk;
  return text;
}

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

/**
 * The product page at `/produk/{slug}` as a first visit renders it at a phone's width (no
 * media query matches on a server): empty cart, no favourites, nothing viewed before.
 */
export async function renderProductPage(manifest: CatalogManifest, slug: string): Promise<ProductSnapshot> {
  const file = await whenFileSettled(splitFileUrl(manifest, splitPaths.product(slug)), readProductFile);
  if (file.status !== 'ready') throw new Error(`/produk/${slug}: ${file.status === 'failed' ? file.error : 'not loaded'}`);
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
    // React queues clean-up on setImmediate, which a loop of promises alone never lets run:
    // each page's whole render stayed in memory (~100 KB a page, 3 GB at 25,000).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * The app's view of the built catalogue, with `fetch` and `location` pointed at it: dist/catalog
 * by default, or (`catalog`) catalog:build's folder read at its CATALOG_BASE_URL, so a product's
 * pictures point where the pages will find them (a bucket's URL, say).
 */
export function productPageRenderer(dist: string, catalog: CatalogSource = { dir: path.join(dist, 'catalog'), base: '/catalog/' }): (slug: string) => Promise<ProductSnapshot> {
  const baseUrl = absoluteBase(catalog.base, ORIGIN);
  Object.assign(globalThis, { location: new URL(`${ORIGIN}/`), fetch: fetchFromCatalogue(path.resolve(catalog.dir), baseUrl) });
  const url = `${baseUrl}${MANIFEST_FILE}`;
  const manifest: CatalogManifest = { ...readManifest(readSourceManifest(catalog.dir), url), url };
  return (slug) => renderProductPage(manifest, slug);
}

/** Pages between two progress lines. */
const PROGRESS_EVERY = 500;

/**
 * `tsx scripts/build/productPreviews.tsx <dist> [part] [parts] [catalogue folder] [its URL]`: writes the previews of every
 * `parts`-th product from the `part`-th (all of them by default) into dist/, over dist/shell.html
 * (the page without a preview) with the product's link-preview tags and JSON-LD
 * (seo/pageHeads.ts), with the quick compressed twins (thousands of files), one page at
 * a time (50,000 pages would not fit in memory at once). A page that fails to render fails the
 * build, which then serves nothing; the last line on stdout is the report.
 */
async function main(dist: string, part: number, parts: number, catalog: CatalogSource): Promise<void> {
  const started = Date.now();
  const template = fs.readFileSync(path.join(dist, 'shell.html'), 'utf8');
  const slugs = sourceSlugs(catalog.dir).filter((_, index) => index % parts === part);
  const render = productPageRenderer(dist, catalog);
  const seo = seoContext(dist);
  const manifest = readSourceManifest(catalog.dir);
  const name = parts > 1 ? `[previews ${part + 1}/${parts}]` : '[previews]';
  let bytes = 0;
  for (const [index, slug] of slugs.entries()) {
    const page = await render(slug);
    const preview = withPreview(template, page, productPageHead(seo, page.product, page));
    bytes += await writePage(dist, `/produk/${slug}`, withProductPreload(preview, productFileHref(manifest, catalog.base, slug)), 'quick');
    if ((index + 1) % PROGRESS_EVERY === 0) console.error(`${name} ${index + 1} of ${slugs.length} product pages`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${name} ${slugs.length} product pages in ${seconds} s (react-dom/server), ${(bytes / 1024 / 1024).toFixed(1)} MiB written`);
}

if (require.main === module) {
  const [dist = 'dist', part = '0', parts = '1', dir = path.join(dist, 'catalog'), base = '/catalog/'] = process.argv.slice(2);
  main(dist, Number(part), Number(parts), { dir, base }).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

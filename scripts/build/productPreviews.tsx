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
// First: the app's modules read SHOP_OUTPUT's facts, as the site's bundle does.
import '../shop/useShopOutput';
import fs from 'node:fs';
import path from 'node:path';
import { prerenderToNodeStream } from 'react-dom/static';
import type { CatalogManifest } from '../../src/features/catalog/catalogSlice';
import { readManifest } from '../../src/features/catalog/split/splitReaders';
import { MANIFEST_FILE } from '../../src/features/catalog/split/splitPaths';
import { absoluteBase, fileUnder, readSourceManifest, sourceSlugs, type CatalogSource } from './catalogSource';
import { writePage } from './prerender';
import { productPageHtml, renderProductPage, RENDER_ORIGIN, type ProductSnapshot } from './productPage';
import { productFileHref } from './productPreload';
import { seoContext } from './seo/seoContext';

/** `fetch` for the app's catalogue reader: files of the built catalogue folder under its URL, 404 for what isn't there. */
function fetchFromCatalogue(dir: string, baseUrl: string): typeof fetch {
  return async (input) => {
    const file = fileUnder(dir, baseUrl, String(input));
    if (!file) return new Response('', { status: 404 });
    return new Response(fs.readFileSync(file), { headers: { 'content-type': 'application/json' } });
  };
}

/** productPage.tsx's HtmlRenderer for Node: react-dom/static's Node stream. */
async function nodeHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let text = '';
  for await (const chunk of prelude) text += chunk;
  return text;
}

/**
 * The app's view of the built catalogue, with `fetch` and `location` pointed at it: dist/catalog
 * by default, or (`catalog`) catalog:build's folder read at its CATALOG_BASE_URL, so a product's
 * pictures point where the pages will find them (a bucket's URL, say).
 */
export function productPageRenderer(dist: string, catalog: CatalogSource = { dir: path.join(dist, 'catalog'), base: '/catalog/' }): (slug: string) => Promise<ProductSnapshot> {
  const baseUrl = absoluteBase(catalog.base, RENDER_ORIGIN);
  Object.assign(globalThis, { location: new URL(`${RENDER_ORIGIN}/`), fetch: fetchFromCatalogue(path.resolve(catalog.dir), baseUrl) });
  const url = `${baseUrl}${MANIFEST_FILE}`;
  const manifest: CatalogManifest = { ...readManifest(readSourceManifest(catalog.dir), url), url };
  return (slug) => renderProductPage(manifest, slug, nodeHtml);
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
    bytes += await writePage(dist, `/produk/${slug}`, productPageHtml(template, seo, page, productFileHref(manifest, catalog.base, slug)), 'quick');
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

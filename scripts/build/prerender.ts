/**
 * Paints the shop's public pages into static HTML after `webpack` builds dist/, so a phone shows
 * the page as soon as the HTML arrives instead of after ~100 kB of JavaScript has downloaded and
 * run (Lighthouse's mobile LCP waits on exactly that).
 *
 * The painted page is a preview, not server rendering: it is `inert` and hidden from assistive
 * technology, and the app replaces it whole once it has the page's chunk and the catalogue (see
 * src/app/whenFirstRenderReady.ts). Each preview is the real app's own rendering, so it can never
 * drift from what the app shows: the shop's pages as a snapshot in Debian's Chromium, every product
 * page by react-dom/server (productPreviews.tsx). Its CSS is the styled-components sheet, whose
 * colours are CSS variables, so one preview serves both themes.
 *
 * The production build runs it (PrerenderPlugin in webpack.config.ts). Without Chromium it says
 * so and leaves those pages to paint after their JavaScript, as a plain single-page app does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Compiler } from 'webpack';
import { serveDist } from '../bench/server';
import { absoluteBase, contentTypeOf, fileUnder, readSourceManifest, type CatalogSource } from './catalogSource';
import { gzip, writeWithTwins } from './precompress';
import { previewOnlyIfEmpty, withPreview, type Snapshot } from './withPreview';
import { shopPageHead } from './seo/pageHeads';
import { seoContext, seoWarnings, type SeoContext } from './seo/seoContext';
import { writeSiteFiles } from './seo/siteFiles';
import type { ProductPages } from '../site/siteSettings';

// The preview's page, shared with the edge worker (scripts/edge/), which has no file system or Chromium.
export { previewOnlyIfEmpty, withPreview, type Snapshot };

/** The phone width the previews are painted at: the shoppers this is for. */
const VIEWPORT = { width: 375, height: 800 };
/** Tabs painting at once; the build machine has two cores. */
const PARALLEL = 3;

interface Catalog {
  categories: { slug: string }[];
}

/**
 * The pages Chromium paints: the same for every shopper (not search or sign-in), or when empty
 * (above). Product pages, thousands in a real shop, are rendered by productPreviews.tsx instead.
 */
export function previewPaths(catalog: Catalog): string[] {
  return ['/', '/onsale', '/gift', '/custom', ...Object.keys(previewOnlyIfEmpty), ...catalog.categories.map(({ slug }) => `/kategori/${slug}`)];
}

async function snapshot(page: Page, origin: string, pagePath: string): Promise<Snapshot> {
  await page.goto(origin + pagePath);
  // The page's own content and the full footer (its own chunk) are in; nothing is loading.
  await page.locator('main h1').first().waitFor();
  await page.getByRole('heading', { name: 'Ikuti kami' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[role="status"]'));
  const shot = await page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    html: document.getElementById('root')!.innerHTML,
    css: [...document.querySelectorAll('style[data-styled]')]
      .flatMap((style) => [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText))
      .join('\n'),
  }));
  // The next page must find the storage of a first visit, as a shopper's first visit would.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return { path: pagePath, ...shot };
}

/**
 * Every page's snapshot, in the order of `paths`. PARALLEL tabs take the pages in turn, each tab
 * loading one page after another: a fresh tab per page cost a renderer process and a compile of
 * the app's scripts every time, and the previews took most of the build (77 pages: 122 s of
 * snapshots then, 49 s now, on this project's 2-core machine; the files come out byte for byte
 * the same).
 */
async function snapshotAll(browser: Browser, origin: string, paths: string[], catalog: CatalogSource): Promise<Snapshot[]> {
  const waiting = [...paths];
  const shots = new Map<string, Snapshot>();
  const tab = async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light', serviceWorkers: 'block' });
    try {
      await answerCatalogue(context, origin, catalog);
      const page = await context.newPage();
      for (let next = waiting.shift(); next !== undefined; next = waiting.shift()) shots.set(next, await snapshot(page, origin, next));
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, tab));
  return paths.map((pagePath) => shots.get(pagePath)!);
}

/**
 * A catalogue not shipped in dist/ (CATALOG_BASE_URL: object storage, a CDN) is answered from the
 * built folder that gets uploaded there, as the bucket will answer (CORS included): the pages ask
 * for its URL and the previews keep it.
 */
async function answerCatalogue(context: BrowserContext, origin: string, { dir, base }: CatalogSource): Promise<void> {
  const baseUrl = absoluteBase(base, origin);
  if (baseUrl === `${origin}/catalog/`) return;
  await context.route(
    (url) => url.href.startsWith(baseUrl),
    async (route) => {
      const file = fileUnder(dir, baseUrl, route.request().url());
      if (!file) return route.fulfill({ status: 404, headers: { 'access-control-allow-origin': '*' } });
      return route.fulfill({ body: fs.readFileSync(file), headers: { 'content-type': contentTypeOf(file), 'access-control-allow-origin': '*' } });
    },
  );
}

/**
 * Writes a page's HTML with the precompressed twins webpack writes for everything else
 * (docs/nginx.conf serves them): the smallest for the few pages painted in Chromium, the quick
 * ones for the thousands of product pages (precompress.ts). Answers the bytes written.
 */
export async function writePage(dist: string, pagePath: string, html: string, compression: 'smallest' | 'quick' = 'smallest'): Promise<number> {
  return writeWithTwins(pagePath === '/' ? path.join(dist, 'index.html') : path.join(dist, pagePath, 'index.html'), html, compression);
}

/**
 * Every product page's preview (productPreviews.tsx), in processes of their own: `tsx` loads the
 * app's TSX there, with production React and styled-components as the shop runs them. One process
 * per core, each taking every other product: they share the cores with Chromium for its few pages,
 * then have them to themselves (5,000 products: 67 s in one process here).
 */
async function renderProductPreviews(dist: string, catalog: CatalogSource): Promise<void> {
  const script = path.join(__dirname, 'productPreviews.tsx');
  const parts = Math.max(1, Math.min(4, os.availableParallelism()));
  const children = Array.from({ length: parts }, (_, index) =>
    spawn(process.execPath, ['--import', 'tsx', script, dist, String(index), String(parts), catalog.dir, catalog.base], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    }),
  );
  const finished = (child: ChildProcess) =>
    new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`[previews] the product pages' previews failed (exit code ${code}); see above`))));
    });
  try {
    await Promise.all(children.map(finished));
  } catch (error) {
    // The build fails: no process may go on writing into dist/.
    children.forEach((child) => child.kill());
    throw error;
  }
}

/**
 * A build that cannot paint the previews says so and goes on, as a plain single-page app; with
 * PREVIEWS_REQUIRED=1 (the publishing workflow, scripts/publish/) it fails instead, so pages
 * without their previews are never published.
 */
function skipped(reason: string): void {
  if (process.env.PREVIEWS_REQUIRED === '1') throw new Error(`[prerender] PREVIEWS_REQUIRED=1 and the previews cannot be painted: ${reason}`);
  console.warn(`[prerender] skipped: ${reason}`);
}

/** Why Chromium cannot paint the previews, or undefined when it can. */
async function noChromium(): Promise<string | undefined> {
  // Loaded here, so webpack's config doesn't pull Playwright in for development builds.
  const { chromiumLaunchOptions } = await import('../../playwright.config');
  const chromiumPath = chromiumLaunchOptions.executablePath;
  return fs.existsSync(chromiumPath) ? undefined : `no Chromium at ${chromiumPath} (set CHROMIUM_PATH); these pages will paint after their JavaScript`;
}

/** The pages of previewPaths(), painted in Chromium. */
async function paintInChromium(dist: string, catalog: CatalogSource, seo: SeoContext): Promise<void> {
  const { chromiumLaunchOptions } = await import('../../playwright.config');
  const missing = await noChromium();
  if (missing) {
    skipped(missing);
    return;
  }
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const paths = previewPaths(readSourceManifest(catalog.dir));
  const started = Date.now();
  const server = await serveDist(dist);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const snapshots = await snapshotAll(browser, server.origin, paths, catalog);
    // Written only after every snapshot: the server's fallback for unknown paths is index.html.
    for (const shot of snapshots) await writePage(dist, shot.path, withPreview(template, shot, shopPageHead(seo, shot)));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const home = (await gzip(withPreview(template, snapshots[0]!, shopPageHead(seo, snapshots[0]!)))).length;
    console.log(`[prerender] ${snapshots.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s; / is ${kb(home)} gzip`);
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * `catalog`: the built catalogue folder and the URL the pages read it at. Rendered from the folder
 * whether it is shipped in dist/catalog or uploaded elsewhere (CATALOG_BASE_URL): the same files.
 */
export async function prerender(dist: string, catalog: CatalogSource, productPages: ProductPages = 'static'): Promise<void> {
  // Required previews fail before any product page's process starts writing into dist/.
  const missing = process.env.PREVIEWS_REQUIRED === '1' ? await noChromium() : undefined;
  if (missing) skipped(missing);
  // SHOP_URL was checked when the build started (webpack.config.ts); the share images' index is read here.
  const seo = seoContext(dist);
  for (const warning of seoWarnings(seo)) console.warn(warning);
  // Both at once; a failure of either fails the build.
  // PRODUCT_PAGES=edge: no file per product; the edge worker renders each (scripts/edge/).
  const products = productPages === 'static' ? renderProductPreviews(dist, catalog) : Promise.resolve();
  const painted = paintInChromium(dist, catalog, seo);
  await Promise.all([products, painted]);
  // After the product pages, which are written over shell.html as it was.
  await writeSiteFiles(dist, seo);
}

/** Paints the previews once webpack has written dist/ (production builds only). */
export class PrerenderPlugin {
  constructor(
    private readonly catalog: CatalogSource,
    private readonly productPages: ProductPages = 'static',
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('Prerender', async (compilation) => {
      if (compilation.errors.length > 0) return;
      await this.afterApp(compilation.outputOptions.path!);
    });
  }

  /** Its work on a written app (scripts/site/afterApp.ts: also the catalogue-only update's). */
  afterApp(dist: string): Promise<void> {
    return prerender(dist, this.catalog, this.productPages);
  }
}

/**
 * Paints the shop's public pages into static HTML after `webpack` builds dist/, so a phone shows
 * the page as soon as the HTML arrives instead of after ~100 kB of JavaScript has downloaded and
 * run (Lighthouse's mobile LCP waits on exactly that).
 *
 * The painted page is a preview, not server rendering: it is `inert` and hidden from assistive
 * technology, and the app replaces it whole once it has the page's chunk and the catalogue (see
 * src/app/whenFirstRenderReady.ts). Each preview is a snapshot of the real app in Debian's
 * Chromium, so it can never drift from what the app renders; its CSS is the styled-components sheet, whose colours
 * are CSS variables, so one preview serves both themes.
 *
 * The production build runs it (PrerenderPlugin in webpack.config.ts). Without Chromium it says
 * so and leaves dist/ a plain single-page app, which works the same, only paints later.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { Compiler } from 'webpack';
import { serveDist } from '../bench/server';
import { brotli, gzip } from './precompress';
import { cartReader, favoritesReader } from '../../src/app/persistence/codecs';

/** The phone width the previews are painted at: the shoppers this is for. */
const VIEWPORT = { width: 375, height: 800 };
/** Tabs painting at once; the build machine has two cores. */
const PARALLEL = 3;

interface Catalog {
  categories: { slug: string }[];
  products: { slug: string; createdAt: string }[];
}

/**
 * Product pages painted at most, the newest first (the home page's "Produk terbaru" and every
 * list's first screen lead to them). Each page costs ~0.6 s of Chromium here, more as the
 * catalogue grows: all 5,000 pages of a 5,000-product shop took ~87 min (docs/catalog-split.md,
 * "Static previews"). Other product pages are served the app shell, which paints after its
 * JavaScript, as a page without Chromium at build time does.
 */
export const MAX_PRODUCT_PREVIEWS = 100;

const newestFirst = (products: Catalog['products']) => [...products].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

/**
 * Pages painted as they are for a shopper with nothing stored under a localStorage key: the cart
 * and favourites pages, painted empty. For a shopper with something there, index.html's guard keeps only the
 * frame and heading (it removes the parts the app marks `data-only-if-empty`, and the footer),
 * so a full cart never flashes empty and its lines appear below the heading without a shift.
 */
export const previewOnlyIfEmpty: Readonly<Record<string, string>> = { '/cart': cartReader.key, '/favorit': favoritesReader.key };

/** The pages worth painting: the same for every shopper (not search or sign-in), or when empty (above). */
export function previewPaths(catalog: Catalog): string[] {
  return [
    '/',
    '/onsale',
    '/gift',
    '/custom',
    ...Object.keys(previewOnlyIfEmpty),
    ...catalog.categories.map(({ slug }) => `/kategori/${slug}`),
    ...newestFirst(catalog.products)
      .slice(0, MAX_PRODUCT_PREVIEWS)
      .map(({ slug }) => `/produk/${slug}`),
  ];
}

export interface Snapshot {
  path: string;
  /** The page's own title and description, which the app sets once it runs. */
  title: string;
  description: string;
  html: string;
  css: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with a page's preview and its CSS in #root. The CSS is there, not in the head, for
 * the hand-over: while the app renders, styled-components adds the same rules to its own sheet in
 * the head, a component's base rules before its overrides, so for a moment the app's base rule
 * came after the preview's override and won (the desktop chat button lost its label, CLS 0.0005).
 * After the head, the preview's complete copy wins until React's first commit clears #root, and
 * with it this copy, when the app's sheet is complete for what it shows.
 */
export function withPreview(template: string, { path: pagePath, title, description, html, css }: Snapshot): string {
  const emptyKey = previewOnlyIfEmpty[pagePath];
  // A `</style` inside the CSS would end the element early; styled-components never writes one.
  const style = `<style data-prerendered>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const root =
    `<div id="root" data-prerendered="${pagePath}"${emptyKey ? ` data-only-if-empty="${emptyKey}"` : ''}>` +
    `${style}<div inert aria-hidden="true" style="display:contents">${html}</div></div>`;
  const emptyRoot = /<div id="?root"?><\/div>/;
  if (!emptyRoot.test(template)) throw new Error('index.html has no empty <div id="root"></div>');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="?description"? content=("[^"]*"|[^ >]*)>/, () => `<meta name="description" content="${escapeHtml(description)}">`)
    .replace(emptyRoot, () => root);
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
async function snapshotAll(browser: Browser, origin: string, paths: string[]): Promise<Snapshot[]> {
  const waiting = [...paths];
  const shots = new Map<string, Snapshot>();
  const tab = async () => {
    const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light', serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      for (let next = waiting.shift(); next !== undefined; next = waiting.shift()) shots.set(next, await snapshot(page, origin, next));
    } finally {
      await context.close();
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, tab));
  return paths.map((pagePath) => shots.get(pagePath)!);
}

async function write(dist: string, pagePath: string, html: string): Promise<void> {
  const file = pagePath === '/' ? path.join(dist, 'index.html') : path.join(dist, pagePath, 'index.html');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, html);
  // The same precompressed twins webpack writes for everything else (docs/nginx.conf serves them).
  fs.writeFileSync(`${file}.gz`, await gzip(html));
  fs.writeFileSync(`${file}.br`, await brotli(html));
}

export async function prerender(dist: string): Promise<void> {
  if (process.env.CATALOG_BASE_URL && process.env.CATALOG_BASE_URL !== '/catalog/') {
    console.log('[prerender] skipped: the catalogue comes from CATALOG_BASE_URL, not the file shipped in public/');
    return;
  }
  // Loaded here, so webpack's config doesn't pull Playwright in for development builds.
  const { chromiumLaunchOptions } = await import('../../playwright.config');
  const chromiumPath = chromiumLaunchOptions.executablePath;
  if (!fs.existsSync(chromiumPath)) {
    console.warn(`[prerender] skipped: no Chromium at ${chromiumPath} (set CHROMIUM_PATH); pages will paint after their JavaScript`);
    return;
  }
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const catalog = JSON.parse(fs.readFileSync(path.join(dist, 'catalog', 'catalog.json'), 'utf8')) as Catalog;
  const paths = previewPaths(catalog);
  const started = Date.now();
  const server = await serveDist(dist);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const snapshots = await snapshotAll(browser, server.origin, paths);
    // Written only after every snapshot: the server's fallback for unknown paths is index.html.
    for (const shot of snapshots) await write(dist, shot.path, withPreview(template, shot));
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    const home = (await gzip(withPreview(template, snapshots[0]!))).length;
    console.log(`[prerender] ${snapshots.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s; / is ${kb(home)} gzip`);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** Paints the previews once webpack has written dist/ (production builds only). */
export class PrerenderPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('Prerender', async (compilation) => {
      if (compilation.errors.length > 0) return;
      await prerender(compilation.outputOptions.path!);
    });
  }
}

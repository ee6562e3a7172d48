/**
 * `_worker.js` (Cloudflare Pages advanced mode) for PRODUCT_PAGES=edge: renders `/produk/<slug>`
 * at request time with the build's own renderer (scripts/build/productPage.tsx), so a shop of
 * 50,000 products ships no file per product page and its pages still arrive painted. Bundled by
 * workerConfig.ts into one ES module; _routes.json sends it only the product pages.
 *
 * The catalogue is read where the pages read it: from the site's own files through env.ASSETS
 * (CATALOG_BASE_URL unset), or from the bucket at CATALOG_BASE_URL with plain fetch. A rendered
 * page is kept in Cloudflare's cache under its address and the catalogue's version, so each
 * product is rendered once per catalogue version per data centre.
 */
import { prerender } from 'react-dom/static';
import type { CatalogManifest } from '../../src/features/catalog/catalogSlice';
import { readManifest } from '../../src/features/catalog/split/splitReaders';
import { MANIFEST_FILE } from '../../src/features/catalog/split/splitPaths';
import { SHARE_INDEX_FILE, type ShareImageIndex } from '../catalog/shareImages/shareImageIndex';
import { productPageHtml, renderProductPage, RENDER_ORIGIN, UnknownProductError, type HtmlRenderer } from '../build/productPage';
import { productFileHref } from '../build/productPreload';
import type { SeoContext } from '../build/seo/seoLinks';
import { cacheControlFor } from '../serve/cacheControl';
import type { EdgeSettings } from './edgeSettings';

declare const EDGE_SETTINGS: EdgeSettings;

interface Env {
  /** Pages' static files of this deploy. */
  ASSETS: { fetch(input: Request | string): Promise<Response> };
}
interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}
/** workerd's default cache (not in the DOM's CacheStorage type). */
declare const caches: { default: Cache };

const settings = EDGE_SETTINGS;
const productAddress = /^\/produk\/([^/]+)\/?$/;
const networkFetch = globalThis.fetch.bind(globalThis);
/** The catalogue's folder as the renderer sees it: on RENDER_ORIGIN when shipped, else the bucket's URL. */
const catalogueBase = new URL(settings.catalogBaseUrl.endsWith('/') ? settings.catalogBaseUrl : `${settings.catalogBaseUrl}/`, `${RENDER_ORIGIN}/`).href;

/** productPage.tsx's HtmlRenderer for workerd: react-dom/static's web-stream `prerender`. */
const webHtml: HtmlRenderer = async (element) => {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
};

/**
 * The app's `fetch` while it renders: what it asks of RENDER_ORIGIN (the shipped catalogue) comes
 * from this deploy's files, anything else (a bucket) from the network.
 */
function catalogueFetch(env: Env, site: string): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin === RENDER_ORIGIN) return env.ASSETS.fetch(new URL(url.pathname, site).href);
    return networkFetch(input, init);
  };
}

async function readJson<T>(url: string): Promise<T | undefined> {
  const response = await fetch(url);
  return response.ok ? ((await response.json()) as T) : undefined;
}

/** What a catalogue version needs beyond one product's file; kept per version while the isolate lives. */
interface CatalogueState {
  version: string;
  manifest: CatalogManifest;
  seo: SeoContext;
}
let current: CatalogueState | undefined;
let shell: Promise<string> | undefined;

async function catalogueState(): Promise<CatalogueState> {
  const url = `${catalogueBase}${MANIFEST_FILE}`;
  const raw = await readJson<{ version: string; categories: SeoContext['categories'] }>(url);
  if (!raw) throw new Error(`no catalogue at ${url}`);
  if (current?.version === raw.version) return current;
  // The share images' index: one read per catalogue version per isolate, as the build reads it once.
  const shareImages = await readJson<ShareImageIndex>(`${catalogueBase}${SHARE_INDEX_FILE}`);
  const seo: SeoContext = { settings: { shopUrl: settings.shopUrl, deployTarget: 'cloudflare', productPages: 'edge' }, shareImages, catalogBaseUrl: settings.catalogBaseUrl, categories: raw.categories };
  current = { version: raw.version, manifest: { ...readManifest(raw, url), url }, seo };
  return current;
}

function pageResponse(html: string, renderMs: number | undefined): Response {
  const headers = new Headers(settings.headers as [string, string][]);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // As for the static product page: revalidated on every use, so a new catalogue reaches shoppers.
  headers.set('Cache-Control', cacheControlFor('/produk/'));
  if (renderMs !== undefined) headers.set('Server-Timing', `render;dur=${renderMs}`);
  return new Response(html, { headers });
}

async function renderPage(request: Request, env: Env, ctx: ExecutionContext, slug: string): Promise<Response> {
  const site = new URL(request.url).origin;
  Object.assign(globalThis, { location: new URL(`${RENDER_ORIGIN}/`), fetch: catalogueFetch(env, site) });
  const { version, manifest, seo } = await catalogueState();
  // The page's address, the catalogue's version and the deploy: a new catalogue or a new deploy is a new key, never a stale page.
  const key = new Request(`${site}/produk/${encodeURIComponent(slug)}?katalog=${version}&situs=${settings.build}`);
  const cached = await caches.default.match(key);
  if (cached) return pageResponse(await cached.text(), undefined);
  // `/shell`, not `/shell.html`, which Pages answers with a redirect to `/shell`.
  shell ??= env.ASSETS.fetch(`${site}/shell`).then((response) => {
    if (!response.ok) throw new Error(`/shell: ${response.status}`);
    return response.text();
  });
  shell.catch(() => (shell = undefined));
  const started = Date.now();
  const page = await renderProductPage(manifest, slug, webHtml);
  const html = productPageHtml(await shell, seo, page, productFileHref(manifest, settings.catalogBaseUrl, slug));
  const response = pageResponse(html, Date.now() - started);
  // The cache's copy is kept for a year: its key changes with the catalogue; browsers still revalidate.
  ctx.waitUntil(caches.default.put(key, new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' } })));
  return response;
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const slug = productAddress.exec(new URL(request.url).pathname)?.[1];
    if (request.method !== 'GET' || slug === undefined) return env.ASSETS.fetch(request);
    try {
      return await renderPage(request, env, ctx, decodeURIComponent(slug));
    } catch (error) {
      // An unknown product gets what the static site gives any unknown address (the app then says
      // 'tidak ditemukan'); a failure, the same page without its preview. Never a stack trace.
      if (!(error instanceof UnknownProductError)) console.error(`[edge] ${request.url}:`, error);
      return env.ASSETS.fetch(request);
    }
  },
};

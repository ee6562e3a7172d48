import type { Compiler } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { cartReader, storedListKeys } from '../../src/app/persistence/codecs';
import { saleImage } from '../../src/config/saleImage';

/** What a URL needs before its first paint: its page chunk, and maybe the catalogue and a hero image. */
export interface RoutePreload {
  pattern: RegExp;
  /** The page's webpackChunkName in src/app/AppRoutes.tsx. */
  chunk: string;
  /** The page renders from the catalogue (it calls useCatalog). */
  catalog: boolean;
  /** The page's largest image, known without the catalogue: a path inside the catalogue's folder (her sale picture). */
  image?: string;
  /**
   * A chunk the page shows only when the shopper has something stored under `key`, preloaded
   * then (the cart's checkout form: src/features/checkout/LazyCheckoutForm.tsx).
   */
  ifStored?: { key: string; chunk: string };
}

/**
 * The script below replaces this in a link's href with the URL's last segment. No link has it
 * since a product page's own HTML preloads its file (productPreload.ts); the script keeps the
 * step so its hash in the CSP (docs/nginx.conf, securityHeaders.ts) stays the one deployed.
 */
const LAST_SEGMENT = '*';

/**
 * __tests__/app/routePreloads.test.ts keeps this in step with AppRoutes. /user and /admin are
 * left out: they usually redirect to /login.
 */
export const routePreloads: RoutePreload[] = [
  { pattern: /^\/$/, chunk: 'page-home', catalog: true, image: saleImage.src },
  { pattern: /^\/onsale$/, chunk: 'page-onsale', catalog: true },
  { pattern: /^\/gift$/, chunk: 'page-gift', catalog: true },
  { pattern: /^\/custom$/, chunk: 'page-custom', catalog: false },
  { pattern: /^\/kategori\/[^/]+$/, chunk: 'page-category', catalog: true },
  { pattern: /^\/produk\/[^/]+$/, chunk: 'page-product', catalog: true },
  { pattern: /^\/cari$/, chunk: 'page-search', catalog: true },
  { pattern: /^\/cart$/, chunk: 'page-cart', catalog: true, ifStored: { key: cartReader.key, chunk: 'checkout-form' } },
  { pattern: /^\/favorit$/, chunk: 'page-favorites', catalog: true },
  { pattern: /^\/pesanan$/, chunk: 'page-orders', catalog: false },
  // Never prerendered (previewPaths leaves it out): the order is in the fragment, read by the app.
  { pattern: /^\/nota$/, chunk: 'page-nota', catalog: true },
  { pattern: /^\/login$/, chunk: 'page-login', catalog: false },
];

/**
 * Without this, a page's chunk, the catalogue and the hero image are each requested only after
 * vendor and main have downloaded and run: round trips on the critical path of every first
 * paint. A tiny inline script in index.html matches the URL against the table before it and
 * preloads them alongside.
 * The catalogue preload is a plain CORS GET, which the app's own `fetch(url)` then reuses; the
 * script marks <html data-catalog-preloaded> so the app's first render waits for it
 * (src/app/whenFirstRenderReady.ts).
 * The table names no catalogue file but the manifest, whose name never changes: each file's
 * folder is named by its group's hash (docs/catalog-split.md), and naming one here would change
 * every page's HTML at each catalogue change. A product page's own HTML preloads its product
 * file instead (productPreload.ts), since only that page changes with it.
 * A shopper with a list stored (a cart, favourites…) gets the chunk of its readers preloaded
 * too: the first render waits for the stored lists, and their readers are not in the app's
 * scripts (src/app/persistence/codecs.ts). On /cart, a stored cart also preloads the checkout
 * form's chunk (`ifStored`).
 */
export class RoutePreloadPlugin {
  /** @param catalogUrl the manifest's URL */
  constructor(private readonly catalogUrl: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('RoutePreload', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('RoutePreload', (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const scripts = (group: string) =>
          [...(compilation.namedChunkGroups.get(group)?.getFiles() ?? [])].filter((f) => f.endsWith('.js')).map((f) => ['script', publicPath + f]);
        const table = routePreloads.map(({ pattern, chunk, catalog, image, ifStored }) => {
          // A catalogue page's own chunk group already holds the catalogue's loader (webpack.config.ts).
          const links = scripts(chunk);
          if (catalog) links.push(['fetch', this.catalogUrl]);
          if (image) links.push(['image', this.catalogUrl.replace(/[^/]*$/, '') + image]);
          return ifStored ? [pattern.source, links, [ifStored.key, scripts(ifStored.chunk)]] : [pattern.source, links];
        });
        // The table (chunk names change with every build) is a JSON data block, which no
        // Content-Security-Policy governs; the script that reads it never changes, so its hash in
        // the policy (scripts/build/securityHeaders.ts) stays the same from one deploy to the next.
        const stored = [storedListKeys, scripts('stored-lists')];
        const json = JSON.stringify({ routes: table, stored }).replace(/</g, '\\u003c');
        const script =
          `(function(){var d=JSON.parse(document.getElementById('route-preloads').textContent),r=d.routes,p=location.pathname.toLowerCase().replace(/\\/+$/,'')||'/';` +
          `function add(f){var l=document.createElement('link');l.rel='preload';l.as=f[0];l.href=f[1].replace('${LAST_SEGMENT}',p.slice(p.lastIndexOf('/')+1));` +
          `if(f[0]==='fetch'){l.crossOrigin='anonymous';document.documentElement.setAttribute('data-catalog-preloaded','')}` +
          `if(f[0]==='image')l.fetchPriority='high';` +
          `document.head.appendChild(l)}` +
          `function has(k){var v=localStorage.getItem(k);return v!==null&&!/^\\s*\\[\\s*\\]\\s*$/.test(v)}` +
          `for(var i=0;i<r.length;i++)if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(add);try{if(r[i][2]&&has(r[i][2][0]))r[i][2][1].forEach(add)}catch(e){}break}` +
          `try{if(d.stored[0].some(has))d.stored[1].forEach(add)}catch(e){}})()`;
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: 'route-preloads' }, json));
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script));
        return data;
      });
    });
  }
}

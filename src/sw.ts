/**
 * The service worker (compiled by workbox-webpack-plugin's InjectManifest in production builds).
 *
 * - The app shell and every chunk of this build are precached: repeat visits start from the
 *   cache, and any route opens offline (navigations get the precached shell.html: the app
 *   without a page preview).
 * - A new deploy installs beside the old one and waits: pages already open keep getting the
 *   chunks of their own version until the shopper accepts the update toast (SKIP_WAITING) or
 *   closes every tab. Old chunks are removed only when the new version takes over.
 * - The catalogue's manifest (/catalog/manifest.json, or under CATALOG_BASE_URL) comes fresh from the network when it
 *   answers within 3 s, from the cache otherwise. The files it points at (/catalog/v/<group hash>/…)
 *   never change under their name (docs/catalog-split.md), so they come from the cache once fetched: every page
 *   already visited opens offline with its own files. Product images (/images/) come from the
 *   cache, refreshed in the background. The checkout's region files (/wilayah/<hash>/…, 553 of
 *   them) are not precached: the few a shopper opens come from the cache once fetched.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { isCacheUrlsMessage, isSkipWaitingMessage } from './app/serviceWorkerMessages';

// The app's tsconfig uses the DOM lib; these are the few service-worker globals used here.
interface WaitUntilEvent {
  data: unknown;
  waitUntil(promise: Promise<unknown>): void;
}
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: WaitUntilEvent) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// On the very first install, take charge of the open page at once, so what it loads from now
// on (catalogue, images) is cached. Updates still wait for the shopper (no skipWaiting here).
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

const catalogue = new NetworkFirst({ cacheName: 'langkah-catalog', networkTimeoutSeconds: 3, plugins: [okOnly] });
// A shopper who browses for months would otherwise keep every version's files: the oldest go.
const catalogueFiles = new CacheFirst({
  cacheName: 'langkah-catalog-files',
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true })],
});
// The checkout's region files (wilayah/<hash of the data>/…) never change under their name either;
// a shopper opens a few (the provinces, her province, her kota), kept for her next order.
const regionFiles = new CacheFirst({
  cacheName: 'langkah-wilayah',
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 180 * 24 * 60 * 60, purgeOnQuotaError: true })],
});
const images = new StaleWhileRevalidate({
  cacheName: 'langkah-images',
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
});

/**
 * The catalogue's folder: /catalog/ on this origin, or wherever CATALOG_BASE_URL put it (object
 * storage, a CDN; set at build time, webpack.config.ts). Its files answer with CORS there, so
 * they are cached like the shipped ones and the pages visited open offline either way.
 */
const catalogueBase = new URL(process.env.CATALOG_BASE_URL || '/catalog/', self.location.href).href;
const versionFile = /^v\/[0-9a-f]+\//;

function strategyFor(url: URL): Strategy | null {
  if (url.href.startsWith(catalogueBase)) return versionFile.test(url.href.slice(catalogueBase.length)) ? catalogueFiles : catalogue;
  if (!sameOrigin(url)) return null;
  if (url.pathname.startsWith('/images/')) return images;
  if (/^\/wilayah\/[0-9a-f]+\//.test(url.pathname)) return regionFiles;
  return null;
}

registerRoute(({ url }) => strategyFor(url) === catalogueFiles, catalogueFiles);
registerRoute(({ url }) => strategyFor(url) === catalogue, catalogue);
registerRoute(({ url }) => strategyFor(url) === images, images);
registerRoute(({ url }) => strategyFor(url) === regionFiles, regionFiles);

// Client-side routes (/onsale, /produk/…) get the app shell; files and data never do.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/shell.html'), {
    denylist: [/^\/(catalog|images|js|img|wilayah)\//, /\/[^/?]+\.[a-z0-9]+(\?.*)?$/i],
  }),
);

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) {
    event.waitUntil(self.skipWaiting());
    return;
  }
  // The first visit fetched the catalogue and images before this worker was in charge:
  // the page sends their URLs so they are cached too, through the same strategies.
  if (isCacheUrlsMessage(event.data)) {
    const requests = event.data.payload.urlsToCache.flatMap((href) => {
      const url = new URL(href, self.location.href);
      const strategy = strategyFor(url);
      return strategy ? [strategy.handle({ event: event as never, request: new Request(url) }).catch(() => undefined)] : [];
    });
    event.waitUntil(Promise.all(requests));
  }
});

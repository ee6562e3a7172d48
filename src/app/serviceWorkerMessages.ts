/** Messages between the page and the service worker (src/sw.ts); shapes follow workbox-window. */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

export const isSkipWaitingMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';

export const isCacheUrlsMessage = (data: unknown): data is CacheUrlsMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'CACHE_URLS' &&
  Array.isArray((data as CacheUrlsMessage).payload?.urlsToCache);

/** Same-origin catalogue and image URLs this page already loaded (before a worker controlled it). */
export function alreadyLoadedDataUrls(entries: readonly { name: string }[], origin: string): string[] {
  return entries
    .map((entry) => entry.name)
    .filter((href) => {
      const url = new URL(href);
      return url.origin === origin && /^\/(catalog|images)\//.test(url.pathname);
    });
}

import { whenPageSettled } from '../lib/whenPageSettled';

/** Registering starts the precache downloads: keep them away from the first page's own requests. */
const REGISTER_AFTER_MS = 3000;

/**
 * Registers the service worker (src/sw.ts) a few seconds after the page has loaded, when the
 * browser is idle. Only called in production builds: `npm start` never gets one. Everything
 * else (workbox-window, the update toast) comes then, in its own chunk, outside the initial JS.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  whenPageSettled(() => {
    import(/* webpackChunkName: "sw-register" */ './serviceWorkerSetup')
      .then(({ startServiceWorker }) => startServiceWorker())
      // No worker (blocked, private mode, the chunk failed offline): the shop still works online.
      .catch(() => undefined);
  }, REGISTER_AFTER_MS);
}

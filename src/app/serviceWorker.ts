/**
 * Registers the service worker (src/sw.ts) once the page has loaded, so it never competes with
 * the first paint. Only called in production builds: `npm start` never gets one. Everything
 * else (workbox-window, the update toast) is loaded then, in its own chunk, outside the initial JS.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => {
    import(/* webpackChunkName: "sw-register" */ './serviceWorkerSetup')
      .then(({ startServiceWorker }) => startServiceWorker())
      // No worker (blocked, private mode, the chunk failed offline): the shop still works online.
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

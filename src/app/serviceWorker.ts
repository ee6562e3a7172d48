/**
 * Registers the service worker (src/sw.ts) once the page has loaded and the browser is idle, so
 * it never competes with the first page's own chunk, data and paint. Only called in production
 * builds: `npm start` never gets one. Everything else (workbox-window, the update toast) comes
 * then, in its own chunk, outside the initial JS.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const load = () =>
    import(/* webpackChunkName: "sw-register" */ './serviceWorkerSetup')
      .then(({ startServiceWorker }) => startServiceWorker())
      // No worker (blocked, private mode, the chunk failed offline): the shop still works online.
      .catch(() => undefined);
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void load(), { timeout: 5000 });
    else setTimeout(() => void load(), 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

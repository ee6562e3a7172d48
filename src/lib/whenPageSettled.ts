/**
 * Runs `run` once the page has loaded, `delayMs` have passed and the browser is idle: for work
 * the first screen does not need (toasts' library, the service worker), so that it neither
 * competes with the page's own chunk, data and images nor adds long tasks while the shopper's
 * phone is still busy starting the page. Returns a function that cancels it.
 */
export function whenPageSettled(run: () => void, delayMs: number): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => run(), { timeout: 2000 });
    else run();
  };
  const afterLoad = () => {
    timer = setTimeout(whenIdle, delayMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

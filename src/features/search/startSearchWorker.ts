/**
 * Starts the search worker, or gives null where workers don't run. Alone in its file: webpack
 * needs this very form to make the worker its own chunk, and ts-jest (CommonJS) cannot compile
 * `import.meta`, so jest maps this module to __tests__/searchWorkerStub.ts (jest.config.ts).
 */
export function startSearchWorker(): Worker | null {
  if (typeof Worker !== 'function') return null;
  try {
    return new Worker(/* webpackChunkName: "search-worker" */ new URL('./searchWorker.ts', import.meta.url), { name: 'search' });
  } catch {
    // A policy or browser refusing workers outright; one that fails to load says so by an event.
    return null;
  }
}

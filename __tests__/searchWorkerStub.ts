/** jest's stand-in for src/features/search/startSearchWorker.ts: no worker, so search runs on the page (as in a browser without one). */
export const startSearchWorker = (): Worker | null => null;

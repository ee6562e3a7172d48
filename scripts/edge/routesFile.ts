/**
 * dist/_routes.json for PRODUCT_PAGES=edge: Cloudflare Pages invokes `_worker.js` only for the
 * product pages; every other request is a static file (or Pages' own fallback) without the
 * worker, so it neither costs a worker request (100,000 a day on the free plan) nor its latency.
 * (https://developers.cloudflare.com/pages/functions/routing/#create-a-_routesjson-file)
 */
export const EDGE_ROUTES = ['/produk/*'] as const;

export interface RoutesFile {
  version: 1;
  include: string[];
  exclude: string[];
}

export const routesFile = (): RoutesFile => ({ version: 1, include: [...EDGE_ROUTES], exclude: [] });

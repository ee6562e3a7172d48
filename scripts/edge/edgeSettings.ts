/**
 * What the edge worker is told by the build that made its site, baked into `_worker.js` (a
 * worker has no build settings of its own): read from the built dist/ by workerConfig.ts.
 */
import type { HeaderList } from '../build/securityHeaders';

export interface EdgeSettings {
  /** CATALOG_BASE_URL: '/catalog/' when the catalogue ships with the site, else the bucket's absolute URL. */
  catalogBaseUrl: string;
  /** SHOP_URL, without its trailing slash; undefined leaves out the tags that need it, as the build does. */
  shopUrl: string | undefined;
  /**
   * dist/_headers' `/*` block: the security headers (scripts/build/securityHeaders.ts, with this
   * build's script hashes). Pages sends `_headers` with static files only, never with a worker's
   * responses, so the worker sets them itself.
   */
  headers: HeaderList;
  /**
   * This deploy's identity (a hash of the worker's code, settings included, and the shell.html it
   * renders into): part of the cache key, so a deploy that changes what a page would be never
   * answers with a page rendered by the previous one, and one that changes neither keeps them.
   */
  build: string;
}

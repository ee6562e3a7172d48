import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Product pages rendered at the edge (PRODUCT_PAGES=edge, docs/edge.md): the main run's dist/,
 * with the edge worker built into a copy of it and served by Cloudflare's local runtime
 * (scripts/edge/serveEdge.ts: wrangler pages dev, offline). No second site build: the worker
 * renders with the same renderer and settings, so its pages must equal dist/'s static ones.
 */
const port = Number(process.env.E2E_EDGE_PORT ?? 8791);
/** Its static page is left out of the copy: this page can only come from the worker. */
export const EDGE_ONLY_SLUG = 'sneakers-kanvas-klasik';

export default defineConfig({
  ...base,
  testDir: 'e2e/edge',
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx tsx scripts/edge/serveEdge.ts --dist dist --port ${port} --without ${EDGE_ONLY_SLUG}`,
    // Any product page: ready once the worker answers.
    url: `http://127.0.0.1:${port}/produk/${EDGE_ONLY_SLUG}`,
    reuseExistingServer: !process.env.CI,
    // The worker's webpack build (~30 s of CPU) comes first.
    timeout: 240_000,
  },
});

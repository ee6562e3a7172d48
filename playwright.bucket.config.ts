import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The catalogue on another origin (object storage, through CATALOG_BASE_URL): the shop built into
 * dist-bucket/ with CATALOG_BASE_URL=http://127.0.0.1:<E2E_BUCKET_PORT>/catalog/ (`npm run
 * test:e2e:bucket` builds it), served on E2E_PORT, and a second server standing in for the bucket
 * (scripts/serve/bucket.ts: the built catalogue folder, with the CORS and caching a bucket is
 * configured with). Its own config: the default run's build ships the catalogue beside the pages.
 */
const port = Number(process.env.E2E_PORT ?? 4174);
const bucketPort = Number(process.env.E2E_BUCKET_PORT ?? 4184);
const site = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: 'e2e/bucket',
  testIgnore: [],
  use: { ...base.use, baseURL: site },
  webServer: [
    {
      command: `npx tsx scripts/serve/index.ts --port ${port} --host 127.0.0.1 --dir dist-bucket --quiet`,
      url: site,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `npx tsx scripts/serve/bucket.ts --port ${bucketPort} --allow-origin ${site}`,
      url: `http://127.0.0.1:${bucketPort}/catalog/manifest.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});

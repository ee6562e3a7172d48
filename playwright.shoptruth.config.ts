import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Another shop than the demo, in a real browser: __tests__/fixtures/toko-shoptruth (BRI, DANA,
 * QRIS and COD; colours Mocca, Biru Tua, one with its own code and one unknown; a sign-up
 * destination on 127.0.0.1:4223, which e2e/shoptruth's stand-in serves; a WhatsApp channel).
 * `npm run test:e2e:shoptruth` builds it beside dist/ (its output in .toko/toko-shoptruth, the
 * site in dist-shoptruth/; nothing of the demo's is touched) and runs these specs.
 */
const port = Number(process.env.E2E_PORT ?? 4175);
const site = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: 'e2e/shoptruth',
  testIgnore: [],
  // One stand-in server on a fixed port (the address is in the fixture's toko.csv).
  workers: 1,
  use: { ...base.use, baseURL: site },
  webServer: {
    command: `npx tsx scripts/serve/index.ts --port ${port} --host 127.0.0.1 --dir dist-shoptruth --quiet`,
    url: site,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});

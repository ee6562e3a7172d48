import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * A second shop built side by side with the demo (e2e/fixtures/shopwords-toko: its own name,
 * street, city, categories and bank): `npm run test:e2e:toko-kedua` builds its catalogue into
 * .toko/shopwords-toko/ and its site into dist-toko-kedua/, which is served here on E2E_PORT. The
 * spec finds none of the demo's words in the built files nor in the pages a shopper opens.
 */
const port = Number(process.env.E2E_PORT ?? 4175);

export default defineConfig({
  ...base,
  testDir: 'e2e/toko-kedua',
  testIgnore: [],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `npx tsx scripts/serve/index.ts --port ${port} --host 127.0.0.1 --dir dist-toko-kedua --quiet`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});

import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4173);

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'e2e',
  // The catalogue-on-another-origin tests need a build of their own (playwright.bucket.config.ts),
  // the edge-rendered product pages Cloudflare's local runtime (playwright.edge.config.ts), the
  // other shops their own builds (playwright.toko-kedua.config.ts, playwright.shoptruth.config.ts).
  testIgnore: ['bucket/**', 'edge/**', 'toko-kedua/**', 'shoptruth/**'],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    // A trace costs every test its recording; CI records the retry of a failed test only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The production build registers a service worker, which would answer requests that tests
    // route or block (page.route never sees them). Specs about offline use opt back in.
    serviceWorkers: 'block',
  },
  // The production build, served like a real host: precompressed files, route fallback to
  // shell.html, caching and the security headers the build wrote (scripts/serve/distHandler.ts).
  webServer: {
    command: `npx tsx scripts/serve/index.ts --port ${port} --host 127.0.0.1 --quiet`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});

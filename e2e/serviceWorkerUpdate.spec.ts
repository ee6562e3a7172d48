import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serveDist, type ExtraFile, type StaticServer } from '../scripts/bench/server';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Its own server for dist/, so the test can "deploy" a new service worker mid-session.
const overrides: Record<string, ExtraFile> = {};
let server: StaticServer;
test.beforeAll(async () => {
  server = await serveDist(path.resolve(__dirname, '../dist'), overrides);
});
test.afterAll(async () => {
  await server?.close();
});

test('a new deploy waits for the shopper: an Indonesian toast offers it, and accepting reloads once', async ({ page }) => {
  await page.goto(`${server.origin}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await page.evaluate(() => Object.assign(window, { sameSession: true }));

  // Deploy: a changed sw.js. The browser installs it beside the running version.
  const current = fs.readFileSync(path.resolve(__dirname, '../dist/sw.js'), 'utf8');
  overrides['/sw.js'] = { type: 'text/javascript', body: `${current}\n// the next deploy\n` };
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  // Nothing changes under the shopper (still this session) until they choose to update.
  await expect(page.getByText('Versi baru Langkah tersedia.')).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => 'sameSession' in window)).toBe(true);
  await page.getByRole('button', { name: 'Perbarui' }).click();

  await page.waitForFunction(() => !('sameSession' in window), undefined, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Versi baru Langkah tersedia.')).toHaveCount(0);
});

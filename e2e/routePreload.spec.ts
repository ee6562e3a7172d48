import { expect, test } from '@playwright/test';

test("index.html preloads the opened page's chunk, which is then used and fetched once", async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/Cart/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => new URL(link.href).pathname),
  );
  expect(preloaded).toHaveLength(1);
  expect(preloaded[0]).toMatch(/^\/js\/page-cart\.[0-9a-f]+\.js$/);
  const fetches = await page.evaluate(
    (file) => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(file)).length,
    preloaded[0]!,
  );
  expect(fetches).toBe(1);
  // Chromium warns when a preload goes unused for a few seconds.
  await page.waitForTimeout(3500);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

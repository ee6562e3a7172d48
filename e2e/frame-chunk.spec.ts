import { expect, test } from '@playwright/test';

// Counters in sessionStorage survive the reload, so they tell how many times the page loaded.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const count = (key: string) => sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
    count('test:loads');
    window.addEventListener('preload-error', () => count('test:preloadErrors'));
  });
});

const counter = (key: string) => (page: import('@playwright/test').Page) =>
  page.evaluate((name) => Number(sessionStorage.getItem(name) ?? 0), key);
const loads = counter('test:loads');
const preloadErrors = counter('test:preloadErrors');

test('a chunk that stays blocked: retries, preload-error, one reload, then Muat ulang', async ({ page }) => {
  test.setTimeout(45_000);
  let blocked = true;
  let attempts = 0;
  await page.route('**/js/page-gift.*.js', (route) => {
    if (!blocked) return route.continue();
    attempts += 1;
    return route.abort('internetdisconnected');
  });

  await page.goto('/gift');
  const alert = page.getByRole('alert').filter({ hasText: 'Halaman gagal dimuat' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Muat ulang' })).toBeVisible();
  // The frame is still there around the message.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Chat/ })).toBeVisible();

  expect(await loads(page)).toBe(2);
  expect(await preloadErrors(page)).toBe(2);
  expect(attempts).toBe(8);
  // And it stays put: no reload loop.
  await page.waitForTimeout(3000);
  expect(await loads(page)).toBe(2);
  await expect(alert).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gifting' })).toBeVisible();
  expect(await loads(page)).toBe(3);
});

test('a chunk that fails once comes in on a retry, without any reload', async ({ page }) => {
  let failures = 0;
  await page.route('**/js/page-custom.*.js', (route) => {
    if (failures < 2) {
      failures += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.goto('/custom');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(failures).toBe(2);
  expect(await loads(page)).toBe(1);
  expect(await preloadErrors(page)).toBe(0);
});

test('after a new deploy removed the old chunk, one reload brings the current build', async ({ page }) => {
  // The first document's chunk is gone (404) through all its retries, as after a deploy; the
  // reloaded document finds it.
  let missing = 0;
  await page.route('**/js/page-onsale.*.js', (route) => {
    if (missing >= 4) return route.continue();
    missing += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  await page.goto('/onsale');
  await expect(page.getByRole('heading', { level: 1, name: 'On Sale' })).toBeVisible({ timeout: 20_000 });
  expect(await loads(page)).toBe(2);
  expect(await preloadErrors(page)).toBe(1);
  await expect(page.getByRole('button', { name: 'Muat ulang' })).toHaveCount(0);
});

test('without its footer chunk the page still ends with the shop line, and no reload happens', async ({ page }) => {
  await page.route('**/js/frame-footer.*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/gift');
  await expect(page.getByRole('heading', { level: 1, name: 'Gifting' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2025 Langkah');
  await expect(footer).toContainText('Melangkah Bersama, Setiap Hari');
  await page.waitForTimeout(3500); // past the retries
  await expect(footer).toContainText('© 2025 Langkah');
  expect(await loads(page)).toBe(1);
  expect(await preloadErrors(page)).toBe(0);
});

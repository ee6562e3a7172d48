import { expect, test, type Page } from '@playwright/test';
import { legacyCart } from '../__tests__/fixtures/legacyCart';

// The service worker is what this spec is about (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const cartLink = (page: Page) => page.getByRole('link', { name: /^Keranjang/ });
const pageHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Waits until the service worker has installed (precached the build) and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** Proves the browser is really offline: a URL the worker never cached cannot be fetched. */
async function expectOffline(page: Page) {
  const outcome = await page.evaluate(() =>
    fetch(`/favicon.ico?offline-check=${Date.now()}`).then(
      () => 'reached the network',
      () => 'offline',
    ),
  );
  expect(outcome).toBe('offline');
}

test('after one visit the shop works offline: reload, pages visited or not, and the cart', async ({ page, context }) => {
  // Seeded before the app boots (once per tab): written after boot, the app's own first save of
  // its empty cart could land later and overwrite it.
  await page.addInitScript((cart) => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('cartItems', cart);
    sessionStorage.setItem('seeded', '1');
  }, JSON.stringify(legacyCart));
  await page.goto('/');
  await waitForServiceWorker(page);
  await page.goto('/onsale');
  await expect(pageHeading(page)).toBeVisible();

  await context.setOffline(true);
  await expectOffline(page);

  await page.reload();
  await expect(pageHeading(page)).toBeVisible();
  await expect(cartLink(page)).toContainText('2');

  // Client-side navigation loads the cart page's chunk from the precache.
  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Sneakers Kanvas Putih')).toBeVisible();

  // A full navigation to a page never visited: the app shell and its chunk are precached too,
  // so a deploy that removes this version's files from the server strands no one.
  await page.goto('/gift');
  await expect(pageHeading(page)).toBeVisible();
  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();
  await expect(cartLink(page)).toContainText('2');
});

test('catalogue data and images fetched on the first visit are there offline', async ({ page, context }) => {
  const dataUrls = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.ok() && /^\/(catalog|images)\//.test(pathname)) dataUrls.add(response.url());
  });
  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The home page reads its catalogue file and shows product pictures: none fetched means the
  // build or the page is broken, not that there is nothing to check.
  expect(dataUrls.size, 'the home page fetched no catalogue data (/catalog/…) and no images (/images/…) on the first visit').toBeGreaterThan(0);

  // Fetched before the worker was in charge: the page hands these URLs to it to cache.
  await waitForServiceWorker(page);
  const uncached = (urls: string[]) =>
    page.evaluate(async (all) => {
      const found = await Promise.all(all.map(async (url) => ((await caches.match(url)) ? null : url)));
      return found.filter(Boolean);
    }, urls);
  await expect.poll(() => uncached([...dataUrls]), { timeout: 10_000 }).toEqual([]);

  await context.setOffline(true);
  await expectOffline(page);
  const failed = await page.evaluate(async (urls) => {
    const results = await Promise.all(urls.map((url) => fetch(url).then((r) => (r.ok ? null : url), () => url)));
    return results.filter(Boolean);
  }, [...dataUrls]);
  expect(failed).toEqual([]);
});

test('search works offline after one search: the search worker and its search.json come from the service worker', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  // Fetched by the search worker, a client of the page's service worker: cached by its rule for /catalog/v/.
  const searchFile = page.waitForResponse((response) => response.url().endsWith('/search.json') && response.ok());
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByPlaceholder('Cari produk...').fill('kanvas');
  const list = page.getByRole('listbox', { name: 'Saran produk' });
  await expect(list.getByRole('option').first()).toContainText('Kanvas');
  const searchUrl = (await searchFile).url();
  await expect.poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, searchUrl), { timeout: 10_000 }).toBe(true);

  await context.setOffline(true);
  await expectOffline(page);
  await page.reload();
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByPlaceholder('Cari produk...').fill('kanvas');
  await expect(list.getByRole('option').first()).toContainText('Kanvas');
});

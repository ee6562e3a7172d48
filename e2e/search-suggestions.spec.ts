import { expect, test } from '@playwright/test';


test('the header box suggests products as you type; arrows and Enter open one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cari' }).click();
  const box = page.getByPlaceholder('Cari produk...');
  await box.fill('kanvas');
  const list = page.getByRole('listbox', { name: 'Saran produk' });
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  await expect(options.first()).toContainText('Sneakers Kanvas Klasik');
  expect(await options.count()).toBeLessThanOrEqual(7);
  await expect(options.last()).toContainText('Lihat semua hasil untuk “kanvas”');

  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/produk\/sneakers-kanvas-klasik$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sneakers Kanvas Klasik' })).toBeVisible();
});

test('Enter without a highlight opens the results page; at most six products are suggested', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cari' }).click();
  const box = page.getByPlaceholder('Cari produk...');
  await box.pressSequentially('sepatu', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Saran produk' }).getByRole('option')).toHaveCount(7);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/cari\?q=sepatu$/);
  await expect(page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('link').first()).toBeVisible();
});

test('typing fast never leaves suggestions for older text', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cari' }).click();
  const box = page.getByPlaceholder('Cari produk...');
  await box.pressSequentially('kanvas', { delay: 10 });
  await box.fill('');
  await box.pressSequentially('rotan', { delay: 10 });
  const options = page.getByRole('listbox', { name: 'Saran produk' }).getByRole('option');
  await expect(options.last()).toContainText('“rotan”');
  for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain('rotan');
});

test('with the search worker blocked, suggestions still come: the page searches itself', async ({ page }) => {
  const blocked: string[] = [];
  await page.route(/\/js\/search-worker\.[0-9a-f]+\.js$/, (route) => {
    blocked.push(route.request().url());
    return route.abort('blockedbyclient');
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByPlaceholder('Cari produk...').fill('kanvas');
  const options = page.getByRole('listbox', { name: 'Saran produk' }).getByRole('option');
  await expect(options.first()).toContainText('Sneakers Kanvas Klasik');
  await expect(options.last()).toContainText('Lihat semua hasil untuk “kanvas”');
  expect(blocked).toHaveLength(1);
});

test('search.json is fetched by the search worker, not by the page', async ({ page }) => {
  await page.goto('/');
  const worker = page.waitForEvent('worker');
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByPlaceholder('Cari produk...').fill('kanvas');
  await expect(page.getByRole('listbox', { name: 'Saran produk' }).getByRole('option').first()).toContainText('Kanvas');
  expect((await worker).url()).toMatch(/\/js\/search-worker\.[0-9a-f]+\.js$/);
  const fetchedByPage = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('/search.json')).length);
  expect(fetchedByPage).toBe(0);
});

import { expect, test } from '@playwright/test';

test('search results are ranked and tolerant of case and word order', async ({ page }) => {
  await page.goto(`/cari?q=${encodeURIComponent('KLASIK kanvas')}`);
  const results = page.getByRole('list', { name: 'Hasil pencarian' });
  await expect(results.getByRole('link').first()).toHaveText('Sneakers Kanvas Klasik');
  await results.getByRole('link', { name: 'Sneakers Kanvas Klasik' }).click();
  await expect(page).toHaveURL(/\/produk\/sneakers-kanvas-klasik$/);
});

test('every word must match: "kanvas hitam" finds only black canvas products', async ({ page }) => {
  await page.goto('/cari?q=kanvas+hitam');
  const links = page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('link');
  await expect(links.first()).toHaveText('Sneakers Kanvas Klasik');
  const names = await links.allTextContents();
  expect(names.length).toBeGreaterThan(1);
  for (const name of names) expect(name).toContain('Kanvas');
});

test('an empty result says "tidak ditemukan" and offers the categories', async ({ page }) => {
  await page.goto('/cari?q=payung');
  await expect(page.getByText(/tidak ditemukan/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Sandal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sandal' })).toBeVisible();
});

for (const query of ['<script>alert(1)</script>', '%', '%E0%A4%A', '👟✨ sepatu', 'x'.repeat(500)]) {
  test(`the hostile query ${JSON.stringify(query.slice(0, 30))} renders as text`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('dialog', (dialog) => errors.push(`dialog: ${dialog.message()}`));
    await page.goto(`/cari?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(query.slice(0, 100));
    await expect(page.getByRole('link', { name: /^Keranjang/ })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('a malformed percent escape in the URL does not break the page', async ({ page }) => {
  await page.goto('/cari?q=100%25%20katun%');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('100% katun');
});

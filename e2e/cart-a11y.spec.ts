import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { seedCartAndTheme } from './cartHelpers';
import { legacyCart } from '../__tests__/fixtures/legacyCart';

for (const theme of ['light', 'dark'] as const) {
  test(`the cart, its errors and the custom form pass axe in the ${theme} theme`, async ({ page }) => {
    await seedCartAndTheme(page, legacyCart, theme);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Pesan via WhatsApp' }).click();
    await expect(page.getByText('Isi nama penerima.')).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);

    await page.goto('/custom');
    await page.getByRole('button', { name: 'Tambah pesanan custom' }).click();
    await expect(page.getByText('Pilih model dasar.')).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
}

test('the empty cart passes axe', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeVisible();
  expect(await axeViolations(page, 'main')).toEqual([]);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { legacyCart } from '../__tests__/fixtures/legacyCart';

for (const theme of ['light', 'dark'] as const) {
  test(`the cart, its errors and the custom form pass axe in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript(
      ([cart, mode]) => {
        localStorage.setItem('cartItems', cart);
        localStorage.setItem('theme', mode);
      },
      [JSON.stringify(legacyCart), theme] as const,
    );
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Pesan via WhatsApp' }).click();
    await expect(page.getByText('Isi nama penerima.')).toBeVisible();
    const cart = await new AxeBuilder({ page }).include('main').analyze();
    expect(cart.violations).toEqual([]);

    await page.goto('/custom');
    await page.getByRole('button', { name: 'Tambah pesanan custom' }).click();
    await expect(page.getByText('Pilih model dasar.')).toBeVisible();
    const custom = await new AxeBuilder({ page }).include('main').analyze();
    expect(custom.violations).toEqual([]);
  });
}

test('the empty cart passes axe', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeVisible();
  const result = await new AxeBuilder({ page }).include('main').analyze();
  expect(result.violations).toEqual([]);
});

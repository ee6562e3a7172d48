import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { orderViaWhatsApp, storedCart, stubWhatsApp } from './cartHelpers';

const sneakers = { id: 'lk-001', slug: 'sneakers-kanvas-klasik', name: 'Sneakers Kanvas Klasik', price: 249_000, image: '', quantity: 2, selectedColor: 'Putih', selectedSize: '42', colorOptions: [] };

/** Answers the cart's question after an order, and waits until storage holds the emptied cart. */
async function emptyCartAfterOrder(page: Page) {
  await page.getByRole('button', { name: 'Ya, kosongkan keranjang' }).click();
  await expect.poll(async () => (await storedCart(page)) ?? []).toEqual([]);
}

test('two orders sent via WhatsApp are listed on /pesanan, without the buyer, and can be ordered again', async ({ page, context }) => {
  await stubWhatsApp(context);
  await page.goto('/');
  await page.evaluate((cart) => localStorage.setItem('cartItems', cart), JSON.stringify([sneakers]));
  await page.goto('/cart');
  await orderViaWhatsApp(page);
  await emptyCartAfterOrder(page);
  // Only now that the emptied cart is saved: a save still pending would merge its removal of
  // this very line (same id, color and size) into what is written here, and lose it.
  await page.evaluate((cart) => localStorage.setItem('cartItems', cart), JSON.stringify([{ ...sneakers, quantity: 1, price: 300_000 }]));
  await page.reload();
  await orderViaWhatsApp(page);
  await emptyCartAfterOrder(page);

  // The history is saved 100 ms after the order (throttled): wait for the second one.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('orderHistory') ?? '[]').length)).toBe(2);
  const stored = await page.evaluate(() => localStorage.getItem('orderHistory') ?? '');
  for (const personal of ['Ayu', '3456', 'Melati']) expect(stored).not.toContain(personal);

  await page.getByRole('link', { name: 'Riwayat pesanan' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Riwayat pesanan' })).toBeVisible();
  const orders = page.getByRole('article');
  await expect(orders).toHaveCount(2);
  await expect(orders.first()).toContainText('Rp\u00a0300.000');
  expect(await axeViolations(page, 'main')).toEqual([]);

  // By keyboard: the newest order, whose price has since gone back to the catalogue's.
  await orders.first().getByRole('button', { name: 'Pesan lagi' }).focus();
  await page.keyboard.press('Enter');
  await expect(orders.first().getByRole('status')).toContainText('harga sekarang Rp\u00a0249.000 (dulu Rp\u00a0300.000)');
  expect(await axeViolations(page, 'main')).toEqual([]);
  await expect.poll(async () => (await storedCart(page)).map((line: { price: number; quantity: number }) => [line.price, line.quantity])).toEqual([[249_000, 1]]);
});

test('with no orders yet, /pesanan offers a way to shop', async ({ page }) => {
  await page.goto('/pesanan');
  await expect(page.getByRole('heading', { name: 'Belum ada pesanan' })).toBeVisible();
  await page.getByRole('link', { name: 'Mulai belanja' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer links to the order history', async ({ page }) => {
  await page.goto('/onsale');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Riwayat pesanan' }).click();
  await expect(page).toHaveURL(/\/pesanan$/);
});

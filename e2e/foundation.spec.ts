import { expect, test } from '@playwright/test';
import { legacyCart } from '../__tests__/fixtures/legacyCart';

test('a cart saved by the existing site shows in the badge and on the cart page', async ({ page }) => {
  await page.addInitScript((cart) => localStorage.setItem('cartItems', cart), JSON.stringify(legacyCart));
  await page.goto('/');
  // Two product lines; the custom order is not counted in the badge.
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toContainText('2');
  await page.getByRole('link', { name: /^Keranjang/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('Sneakers Kanvas Putih')).toBeVisible();
  await expect(page.getByText('Tas Anyam Pandan')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? 'null'));
  expect(stored.slice(0, 2)).toEqual(legacyCart.slice(0, 2));
});

test('the theme survives a reload and is applied before any script of the app runs', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Ganti tema' })).toHaveAttribute('aria-pressed', 'true');
  // Saved within the persistence throttle (100 ms), not necessarily by the time the button shows it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // The phone's browser bar follows the theme too.
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#141210');

  // With the app's scripts blocked, only index.html's inline script can set the class.
  await page.route('**/js/**', (route) => route.abort());
  await page.reload();
  await expect(html).toHaveClass(/dark/);
});

test('corrupt storage does not break the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    localStorage.setItem('cartItems', '{"this is": not json');
    localStorage.setItem('theme', 'ungu');
  });
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Keranjang', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartItems'))).toBe('[]');
  expect(errors).toEqual([]);
});

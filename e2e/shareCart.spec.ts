import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { storedCart } from './cartHelpers';

// The shipped catalogue's products: sneakers (on sale? no: 249.000) and a bag in one size.
const sneakers = { id: 'lk-001', name: 'Sneakers Kanvas Klasik', price: 249_000, image: '/images/products/sneakers-kanvas-klasik-putih.svg', quantity: 2, selectedColor: 'Putih', selectedSize: '42', colorOptions: [] };
const tas = { id: 'lk-003', name: 'Tas Anyam Pandan', price: 189_000, image: '', quantity: 1, selectedColor: 'Krem', selectedSize: 'Satu Ukuran', colorOptions: [] };

/** This browser can neither share nor reach the system clipboard: what is copied is kept for the test. */
async function stubClipboard(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void Object.assign(window, { __copied: text }) },
      configurable: true,
    });
  });
}

async function withCart(page: Page, items: unknown[]) {
  await page.goto('/');
  await page.evaluate((cart) => localStorage.setItem('cartItems', cart), JSON.stringify(items));
}

async function sharedLink(page: Page): Promise<string> {
  await stubClipboard(page);
  await withCart(page, [sneakers, tas]);
  await page.goto('/cart');
  const share = page.getByRole('button', { name: 'Bagikan keranjang' });
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tautan keranjang disalin. Tempel di chat untuk mengirimnya.')).toBeVisible();
  return page.evaluate(() => (window as unknown as { __copied: string }).__copied);
}

async function openInSecondBrowser(browser: Browser, link: string, ownCart: unknown[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withCart(page, ownCart);
  await page.goto(link);
  return { context, page };
}

const prompt = (page: Page) => page.getByRole('region', { name: 'Keranjang yang dibagikan' });

test('a shared cart opens in another browser, is merged by keyboard, and does not ask again', async ({ page, browser }) => {
  const link = await sharedLink(page);
  expect(link).toMatch(/\/cart\?bagikan=v1\.[A-Za-z0-9_-]+\.[0-9a-z]+$/);

  const other = await openInSecondBrowser(browser, link, [{ ...sneakers, quantity: 1, image: '' }]);
  const shared = prompt(other.page);
  await expect(shared.getByText('Sneakers Kanvas Klasik')).toBeVisible();
  await expect(shared.getByText('Tas Anyam Pandan')).toBeVisible();
  expect(await axeViolations(other.page, 'main')).toEqual([]);
  expect((await storedCart(other.page)).map((line: { quantity: number }) => line.quantity)).toEqual([1]);

  await shared.getByRole('button', { name: 'Gabungkan dengan keranjang saya' }).focus();
  await other.page.keyboard.press('Enter');
  await expect(shared).toBeHidden();
  expect(new URL(other.page.url()).search).toBe('');
  await expect.poll(async () => (await storedCart(other.page)).map((line: { id: string; quantity: number }) => [line.id, line.quantity])).toEqual([
    ['lk-001', 3],
    ['lk-003', 1],
  ]);
  await other.page.reload();
  await expect(other.page.getByRole('heading', { name: 'Produk' })).toBeVisible();
  await expect(prompt(other.page)).toBeHidden();
  await other.context.close();
});

test('a shared cart can replace the cart in another browser', async ({ page, browser }) => {
  const link = await sharedLink(page);
  const other = await openInSecondBrowser(browser, link, [{ ...sneakers, id: 'lk-004', name: 'Kaus Katun Polos', selectedSize: 'M' }]);
  await prompt(other.page).getByRole('button', { name: 'Ganti keranjang saya' }).click();
  await expect.poll(async () => (await storedCart(other.page)).map((line: { id: string }) => line.id)).toEqual(['lk-001', 'lk-003']);
  await other.context.close();
});

test('a damaged link says so and adds nothing', async ({ page }) => {
  await withCart(page, [tas]);
  await page.goto('/cart?bagikan=v1.bGstMDAxCVB1dGloCTQy.zzzz');
  await expect(page.getByRole('alert')).toHaveText(/Tautan keranjang ini rusak atau tidak lengkap/);
  expect(await storedCart(page)).toEqual([tas]);
});

test('support staff build a cart for a shopper and copy its link', async ({ page, browser }) => {
  await stubClipboard(page);
  await page.addInitScript(() => localStorage.setItem('isAuthenticated', 'true'));
  await page.goto('/admin');
  const builder = page.getByRole('region', { name: 'Buat keranjang untuk pelanggan' });
  await builder.getByRole('button', { name: 'Mulai buat keranjang' }).click();
  await builder.getByRole('searchbox', { name: 'Cari produk' }).fill('sandal jepit');
  await builder.getByRole('combobox', { name: 'Produk' }).selectOption('lk-002');
  await builder.getByRole('combobox', { name: 'Warna' }).selectOption('Merah Muda');
  await builder.getByRole('combobox', { name: 'Ukuran' }).selectOption('38');
  await builder.getByRole('combobox', { name: 'Jumlah' }).selectOption('3');
  await builder.getByRole('button', { name: 'Tambah ke keranjang pelanggan' }).click();
  await builder.getByRole('button', { name: 'Salin tautan' }).click();
  await expect(page.getByText('Tautan keranjang disalin.')).toBeVisible();
  const link = await page.evaluate(() => (window as unknown as { __copied: string }).__copied);

  const other = await openInSecondBrowser(browser, link, []);
  await expect(prompt(other.page).getByText('Sandal Jepit Karet Pantai')).toBeVisible();
  await prompt(other.page).getByRole('button', { name: 'Gabungkan dengan keranjang saya' }).click();
  await expect.poll(async () => (await storedCart(other.page)).map((line: { id: string; selectedColor: string; quantity: number }) => [line.id, line.selectedColor, line.quantity])).toEqual([
    ['lk-002', 'Merah Muda', 3],
  ]);
  await other.context.close();
});

import { expect, test, type Page } from '@playwright/test';
import { legacyCart } from '../__tests__/fixtures/legacyCart';
import { axeViolations } from './axe';
import { seedCartAndTheme } from './cartHelpers';
import { watchPolicyViolations } from './cspWatch';

// The checkout's structured address (issue 51) on a phone: the region files the build made
// (/wilayah/<hash>/…), fetched under the shop's real headers, and the fallback when they can't be.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

async function openCart(page: Page, theme: 'light' | 'dark' = 'light') {
  await seedCartAndTheme(page, legacyCart, theme);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Pesan lewat WhatsApp' })).toBeVisible();
}

// The cart's lines have 'Warna' and 'Ukuran' selects (comboboxes too): the address's own are asked for.
const address = (page: Page) => page.getByRole('group', { name: 'Alamat pengiriman' });
const combobox = (page: Page, name: string) => address(page).getByRole('combobox', { name: new RegExp(`^${name.replace('/', '\\/')}`) });
const option = (page: Page, name?: string) => address(page).getByRole('option', name ? { name, exact: true } : {});

test('keyboard only: Jawa Barat → Kota Bandung → Coblong → Dago, the files fetched on the way', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const fetched: { path: string; cacheControl: string }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/wilayah/')) fetched.push({ path: pathname, cacheControl: response.headers()['cache-control'] ?? '' });
  });
  await openCart(page);
  // Nothing of the regions is fetched for the cart alone (the form is below the lines on a phone).
  expect(fetched).toEqual([]);
  await page.getByRole('textbox', { name: /^Nomor HP/ }).focus();
  await page.keyboard.press('Tab');
  await expect(combobox(page, 'Provinsi')).toBeFocused();

  await page.keyboard.type('jawa barat');
  await expect(option(page, 'Jawa Barat')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox(page, 'Provinsi')).toHaveValue('Jawa Barat');
  await expect(combobox(page, 'Provinsi')).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Tab');
  await expect(combobox(page, 'Kota/Kabupaten')).toBeFocused();
  await page.keyboard.type('kota bdg');
  await expect(option(page).first()).toHaveText('Kota Bandung');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox(page, 'Kota/Kabupaten')).toHaveValue('Kota Bandung');

  await page.keyboard.press('Tab');
  await page.keyboard.type('cob');
  await expect(option(page, 'Coblong')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox(page, 'Kecamatan')).toHaveValue('Coblong');

  await page.keyboard.press('Tab');
  await expect(combobox(page, 'Kelurahan/Desa')).toBeFocused();
  await page.keyboard.type('dago');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combobox(page, 'Kelurahan/Desa')).toHaveValue('Dago');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /^Kode pos/ })).toBeFocused();
  await page.keyboard.type('40135');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /^Alamat \(jalan/ })).toBeFocused();

  // The provinces, Jawa Barat's kota and Kota Bandung's kecamatan: three files, cached for good.
  expect(fetched.map(({ path }) => path.replace(/^\/wilayah\/[0-9a-f]{12}\//, ''))).toEqual(['provinsi.json', 'provinsi/32.json', 'kota/32.73.json']);
  for (const { cacheControl } of fetched) expect(cacheControl).toBe('public, max-age=31536000, immutable');
  expect(violations).toEqual([]);
});

test('the region files blocked: one sentence, and the free-text address takes over', async ({ page }) => {
  await page.route('**/wilayah/**', (route) => route.abort());
  await openCart(page);
  await combobox(page, 'Provinsi').click();
  await expect(page.getByText('Daftar wilayah tidak bisa dimuat; tulis alamat lengkap di bawah.')).toBeVisible({ timeout: 10_000 });
  await expect(address(page).getByRole('combobox')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Alamat lengkap/ }).fill('Jl. Dago 12, Coblong, Kota Bandung, Jawa Barat 40135');
  await expect(page.getByRole('textbox', { name: /^Alamat/ })).toHaveCount(1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`an open combobox passes axe (${theme})`, async ({ page }) => {
    await openCart(page, theme);
    await combobox(page, 'Provinsi').click();
    await page.keyboard.type('jawa');
    // The provinces arrive after the click: an arrow before them would have nothing to move to.
    await expect(option(page, 'Jawa Barat')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(combobox(page, 'Provinsi')).toHaveAttribute('aria-expanded', 'true');
    await expect(address(page).getByRole('option', { selected: true })).toHaveText('Jawa Barat');
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
}

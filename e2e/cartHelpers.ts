import { expect, type BrowserContext, type Page } from '@playwright/test';

/** wa.me is outside the test's world: answer it locally so the new tab has a URL to read. */
export async function stubWhatsApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
}

export interface Buyer {
  name: string;
  phone: string;
  province: string;
  regency: string;
  district: string;
  /** The street part, 'Alamat (jalan, …)'. */
  street: string;
  /** The service to choose under 'Pengiriman' when the destination has rates; the first (cheapest) if not named. */
  service?: string;
}

export const ayu: Buyer = { name: 'Ayu Lestari', phone: '0812-3456-7890', province: 'Jawa Barat', regency: 'Kota Bandung', district: 'Coblong', street: 'Jl. Melati 5' };

/** The checkout's address group: the cart's lines have 'Warna' and 'Ukuran' comboboxes too. */
export const addressGroup = (page: Page) => page.getByRole('group', { name: 'Alamat pengiriman' });

/** Types into an address level's combobox and picks the option of that exact name. */
export async function chooseRegion(page: Page, level: string, name: string): Promise<void> {
  const box = addressGroup(page).getByRole('combobox', { name: new RegExp(`^${level.replace('/', '\\/')}`) });
  await box.fill(name.toLowerCase());
  await addressGroup(page).getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

/** The destination and street, then the shipping: a service when the destination has rates, nothing to choose when the seller prices it. */
export async function fillAddress(page: Page, buyer: Buyer): Promise<void> {
  await chooseRegion(page, 'Provinsi', buyer.province);
  await chooseRegion(page, 'Kota/Kabupaten', buyer.regency);
  await chooseRegion(page, 'Kecamatan', buyer.district);
  await page.getByRole('textbox', { name: /^Alamat \(jalan/ }).fill(buyer.street);
  const services = page.getByRole('radiogroup', { name: 'Pengiriman' });
  const sellerPrices = page.getByRole('status').filter({ hasText: /^Ongkir dikonfirmasi penjual/ });
  await expect(services.or(sellerPrices)).toBeVisible();
  if (await services.isVisible()) {
    const radio = buyer.service ? services.getByRole('radio', { name: new RegExp(`^${buyer.service}`) }) : services.getByRole('radio').first();
    await radio.check();
  }
  await choosePayment(page);
}

/**
 * 'Pembayaran' as a shopper picks it: COD where the shop offers it (no kode unik, so the message
 * stays exact), else the transfer named.
 */
export async function choosePayment(page: Page, name: RegExp = /^Transfer BCA/): Promise<void> {
  const group = page.getByRole('radiogroup', { name: 'Pembayaran' });
  if (!(await group.isVisible())) return;
  const cod = group.getByRole('radio', { name: /^Bayar di tempat \(COD\)/ });
  await ((await cod.isVisible()) ? cod : group.getByRole('radio', { name })).check();
}

/** The recipient and the street in Coblong, Kota Bandung (the demo's ongkir.csv prices it), chosen level by level. */
export async function fillCoblong(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill(ayu.name);
  await page.getByRole('textbox', { name: /^Nomor HP/ }).fill(ayu.phone);
  await chooseRegion(page, 'Provinsi', ayu.province);
  await chooseRegion(page, 'Kota/Kabupaten', ayu.regency);
  await chooseRegion(page, 'Kecamatan', ayu.district);
  await page.getByRole('textbox', { name: /^Alamat \(jalan/ }).fill(ayu.street);
}

/** Presses 'Pesan via WhatsApp' as the form stands and returns the text of the tab it opened. */
export async function sendOrder(page: Page): Promise<string> {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pesan via WhatsApp' }).click()]);
  await popup.waitForLoadState('domcontentloaded');
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  await popup.close();
  return text;
}

/** Fills the checkout, presses 'Pesan via WhatsApp' and returns the decoded text of the tab it opened. */
export async function orderViaWhatsApp(page: Page, buyer: Buyer = ayu): Promise<string> {
  // Wait for the cart's form: the custom order page has a 'Nama atau teks…' box a loose name would match.
  await expect(page.getByRole('heading', { name: 'Pesan lewat WhatsApp' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill(buyer.name);
  await page.getByRole('textbox', { name: /^Nomor HP/ }).fill(buyer.phone);
  await fillAddress(page, buyer);
  const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pesan via WhatsApp' }).click()]);
  await popup.waitForLoadState('domcontentloaded');
  const url = new URL(popup.url());
  expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
  await popup.close();
  return url.searchParams.get('text') ?? '';
}

/** Before the page's scripts run: a saved cart and the theme, as a returning shopper's browser holds them. */
export async function seedCartAndTheme(page: Page, cart: unknown[], theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(
    ([saved, mode]) => {
      localStorage.setItem('cartItems', saved);
      localStorage.setItem('theme', mode);
    },
    [JSON.stringify(cart), theme] as const,
  );
}

export const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? 'null'));

/** formatPrice's output (the space is U+00A0), for comparing message text exactly. */
export const rp = (amount: number) => new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }).format(amount);

/** Opens a product through the header's search: its first suggestion, picked from the keyboard. */
export async function openFromSearch(page: Page, query: string, productName: string): Promise<void> {
  await page.getByRole('button', { name: 'Cari' }).click();
  const box = page.getByPlaceholder('Cari produk...');
  await box.fill(query);
  await expect(page.getByRole('listbox', { name: 'Saran produk' }).getByRole('option').first()).toContainText(productName);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
}

import { expect, type BrowserContext, type Page } from '@playwright/test';

/** wa.me is outside the test's world: answer it locally so the new tab has a URL to read. */
export async function stubWhatsApp(context: BrowserContext): Promise<void> {
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));
}

/** Fills the checkout, presses 'Pesan via WhatsApp' and returns the decoded text of the tab it opened. */
export async function orderViaWhatsApp(page: Page, buyer = { name: 'Ayu Lestari', phone: '0812-3456-7890', address: 'Jl. Melati 5, Bandung' }): Promise<string> {
  // Wait for the cart's form: the custom order page has a 'Nama atau teks…' box a loose name would match.
  await expect(page.getByRole('heading', { name: 'Pesan lewat WhatsApp' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill(buyer.name);
  await page.getByRole('textbox', { name: /^Nomor HP/ }).fill(buyer.phone);
  await page.getByRole('textbox', { name: 'Alamat' }).fill(buyer.address);
  const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pesan via WhatsApp' }).click()]);
  await popup.waitForLoadState('domcontentloaded');
  const url = new URL(popup.url());
  expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
  await popup.close();
  return url.searchParams.get('text') ?? '';
}

export const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? 'null'));

/** formatPrice's output (the space is U+00A0), for comparing message text exactly. */
export const rp = (amount: number) => new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }).format(amount);

import http from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchPolicyViolations } from '../cspWatch';

/**
 * Issue 63, "Nothing untrue", on another shop than the demo (playwright.shoptruth.config.ts):
 * every payment method she takes in the footer, light and dark; the sign-up sent to her
 * mailing-list service (a local stand-in at the address her toko.csv names); her WhatsApp
 * channel; colours without a known swatch drawn as their names. With SHOTS_DIR set, the footer
 * and the product page are saved at 375 and 1280 px, light and dark, to look at.
 */
const SIGNUP_PORT = 4223;
const shotsDir = process.env.SHOTS_DIR;

/** What her mailing-list service received: each POST's body, as a form service reads it. */
let received: string[] = [];
let standIn: http.Server;

test.beforeAll(async () => {
  standIn = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/langganan') received.push(body);
      // A service answers a form with a page, not CORS: the shop cannot read it, and need not.
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>Terima kasih</p>');
    });
  });
  await new Promise<void>((resolve) => standIn.listen(SIGNUP_PORT, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => standIn.close(resolve));
});
test.beforeEach(() => {
  received = [];
});

async function footerOf(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Kabar & promo' })).toBeVisible();
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

async function shoot(page: Page, name: string, target = page.getByRole('contentinfo')) {
  if (!shotsDir) return;
  await target.screenshot({ path: path.join(shotsDir, `${name}.png`), animations: 'disabled' });
}

for (const width of [375, 1280]) {
  test(`shows BRI, DANA, QRIS and COD in the footer, drawn for each theme (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const footer = await footerOf(page);
    const methods = footer.getByRole('list', { name: 'Metode pembayaran' });
    for (const name of ['BRI', 'DANA', 'QRIS', 'COD']) await expect(methods.getByRole('img', { name })).toBeVisible();
    await expect(methods.getByRole('img')).toHaveCount(4);
    await expect(methods.locator('svg.light').first()).toBeVisible();
    await shoot(page, `footer-${width}-light`);

    await page.getByRole('button', { name: 'Ganti tema' }).click();
    await expect(methods.locator('svg.dark').first()).toBeVisible();
    await expect(methods.locator('svg.light').first()).toBeHidden();
    // The text badge follows the theme's colours: readable on the dark surface.
    const badge = methods.getByRole('img', { name: 'COD' });
    const [ink, ground] = await badge.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element.parentElement!).backgroundColor]);
    expect(ink).not.toBe(ground);
    await shoot(page, `footer-${width}-dark`);
  });
}

test("sends the shopper's address to her mailing-list service, within the page's security policy", async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/');
  const footer = await footerOf(page);
  await expect(footer).toContainText('Dapatkan kabar koleksi baru dan penawaran khusus lewat email.');
  const box = footer.getByPlaceholder('masukkan email');
  await box.fill('sari@contoh.id');
  await footer.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Email Anda terkirim ke daftar langganan toko. Cek kotak masuk untuk konfirmasi.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Promo' })).toBeVisible();
  expect(received).toEqual(['email=sari%40contoh.id']);
  await expect(box).toHaveValue('');
  expect(violations).toEqual([]);
});

test('keeps the address and says so when her service cannot be reached', async ({ page }) => {
  await page.route(`http://127.0.0.1:${SIGNUP_PORT}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const footer = await footerOf(page);
  const box = footer.getByPlaceholder('masukkan email');
  await box.fill('sari@contoh.id');
  await footer.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Email belum terkirim. Periksa koneksi internet, lalu coba lagi.')).toBeVisible();
  await expect(box).toHaveValue('sari@contoh.id');
  await expect(page.getByRole('dialog', { name: 'Promo' })).toHaveCount(0);
  expect(received).toEqual([]);
});

test('links her WhatsApp channel in the footer', async ({ page }) => {
  await page.goto('/');
  const channel = (await footerOf(page)).getByRole('link', { name: /Saluran WhatsApp/ });
  await expect(channel).toHaveAttribute('href', 'https://whatsapp.com/channel/0029VaLarasBusana12345678');
});

for (const width of [375, 1280]) {
  test(`draws Mocca, Biru Tua and her own code as swatches, and an unknown colour as its name alone (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/produk/gamis-katun-laras');
    const colours = page.getByRole('group', { name: 'Warna' });
    const swatch = (name: string) => colours.getByRole('button', { name, exact: true }).locator('span[aria-hidden="true"]');
    await expect(swatch('Mocca')).toHaveCSS('background-color', 'rgb(164, 117, 81)');
    await expect(swatch('Biru Tua')).toHaveCSS('background-color', 'rgb(34, 50, 92)');
    await expect(swatch('Sekar Jagad')).toHaveCSS('background-color', 'rgb(122, 62, 72)');
    await expect(colours.getByRole('button', { name: 'Lumut Senja', exact: true })).toBeVisible();
    await expect(swatch('Lumut Senja')).toHaveCount(0);
    await shoot(page, `produk-${width}-light`, colours);
    await page.getByRole('button', { name: 'Ganti tema' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await shoot(page, `produk-${width}-dark`, colours);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { fillCoblong, rp, sendOrder, stubWhatsApp } from './cartHelpers';

// Issue 52 on a phone: the order's number, the demo shop's methods (toko-contoh/toko.csv: BCA,
// Mandiri, BNI, GoPay, a QRIS marked CONTOH, COD in Kota Bandung, kode unik on), the payment
// panel after sending, and 'Kirim bukti transfer'.

// No service worker: the failing-QRIS test answers the image's request itself.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, serviceWorkers: 'block' });

const NUMBER = /^LK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

async function openCartToCoblong(page: Page) {
  await stubWhatsApp(page.context());
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cartItems', cart);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify([{ id: 'lk-001', slug: 'sneakers-kanvas-klasik', name: 'Sneakers Kanvas Klasik', price: 249000, image: '', quantity: 1, selectedColor: 'Hitam', selectedSize: '42', colorOptions: [] }]));
  await page.goto('/cart');
  await fillCoblong(page);
  await page.getByRole('radiogroup', { name: 'Pengiriman' }).getByRole('radio', { name: /^JNE REG/ }).check();
}


test('order by transfer: number, kode unik in Total bayar, the accounts to pay, and Kirim bukti transfer', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCartToCoblong(page);
  const payment = page.getByRole('radiogroup', { name: 'Pembayaran' });
  await expect(payment.getByRole('radio')).toHaveCount(6);
  await expect(payment.getByRole('radio', { name: /^Bayar di tempat \(COD\)/ })).toBeVisible();

  // Without a method the order does not open: the group says so.
  await page.getByRole('button', { name: 'Pesan via WhatsApp' }).click();
  await expect(payment).toContainText('Pilih pembayaran.');

  await payment.getByRole('radio', { name: /^Transfer BCA/ }).check();
  const summary = page.getByRole('region', { name: 'Ringkasan' });
  const amountOf = async (row: string) => Number((await summary.getByText(row, { exact: true }).locator('..').locator('dd').textContent())!.replace(/\D/g, ''));
  const code = await amountOf('Kode unik');
  const ongkir = await amountOf('Ongkir');
  expect(code).toBeGreaterThanOrEqual(1);
  expect(code).toBeLessThanOrEqual(999);
  const toPay = 249000 + ongkir + code;
  await expect(summary).toContainText(`Total bayar${rp(toPay)}`);

  const text = await sendOrder(page);
  const number = /^\*Pesanan (\S+)\*\n/.exec(text)?.[1] ?? '';
  expect(number).toMatch(NUMBER);
  expect(text).toContain(`Kode unik: ${rp(code)}\nTotal bayar: ${rp(toPay)}\nPembayaran: Transfer BCA`);

  const panel = page.getByRole('region', { name: 'Pesanan dibuka di WhatsApp' });
  await expect(panel.getByText(number, { exact: true }).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Salin nomor pesanan' }).click();
  await expect(page.getByText('Nomor pesanan disalin.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

  const instructions = page.getByRole('region', { name: 'Cara membayar' });
  await expect(instructions).toContainText(rp(toPay));
  await instructions.getByRole('button', { name: 'Salin jumlah' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(String(toPay));
  // The account she chose, alone; the others behind 'Metode lain'.
  await expect(instructions.getByRole('button', { name: 'Salin nomor rekening' })).toHaveCount(1);
  await expect(instructions.getByText('Bank BCA')).toBeVisible();
  await instructions.getByRole('button', { name: 'Salin nomor rekening' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('1234567890');
  await instructions.getByText('Metode lain').click();
  await expect(instructions.getByRole('button', { name: 'Salin nomor rekening' })).toHaveCount(3);
  await expect(instructions.getByRole('button', { name: 'Salin nomor', exact: true })).toHaveCount(1);

  const proof = instructions.getByRole('link', { name: 'Kirim bukti transfer' });
  await expect(proof).toHaveAttribute('target', '_blank');
  await expect(proof).toHaveAttribute('rel', 'noopener noreferrer');
  const href = new URL((await proof.getAttribute('href'))!);
  expect(href.origin + href.pathname).toBe('https://wa.me/6281234567890');
  expect(href.searchParams.get('text')).toBe(`Halo Langkah, saya sudah membayar pesanan ${number} sebesar ${rp(toPay)}. Ini bukti transfernya:`);

  // The same panel from the order in /pesanan, found by its number.
  await page.goto('/pesanan');
  await page.getByRole('textbox', { name: 'Temukan pesanan' }).fill(number.toLowerCase());
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Cara membayar' }).click();
  await expect(page.getByRole('region', { name: 'Cara membayar' }).getByRole('link', { name: 'Kirim bukti transfer' })).toHaveAttribute('href', /wa\.me/);
});

test('QRIS: the image large enough to scan with Simpan QRIS; COD carries no kode unik', async ({ page }) => {
  await openCartToCoblong(page);
  const payment = page.getByRole('radiogroup', { name: 'Pembayaran' });
  await payment.getByRole('radio', { name: /^Bayar di tempat \(COD\)/ }).check();
  await expect(page.getByRole('region', { name: 'Ringkasan' })).not.toContainText('Kode unik');
  await payment.getByRole('radio', { name: /^QRIS/ }).check();
  await sendOrder(page);
  const instructions = page.getByRole('region', { name: 'Cara membayar' });
  const image = instructions.getByRole('img', { name: 'QRIS Langkah' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await image.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(240);
  await expect(instructions.getByRole('link', { name: 'Simpan QRIS' })).toHaveAttribute('download', /^QRIS-Langkah/);
  await expect(instructions.getByRole('link', { name: 'Kirim bukti transfer' })).toBeVisible();
});

test('a QRIS image that fails to load says so and keeps the other methods', async ({ page }) => {
  await page.route('**/catalog/img/qris.*', (route) => route.fulfill({ status: 404, body: '' }));
  await openCartToCoblong(page);
  await page.getByRole('radiogroup', { name: 'Pembayaran' }).getByRole('radio', { name: /^QRIS/ }).check();
  await sendOrder(page);
  const instructions = page.getByRole('region', { name: 'Cara membayar' });
  await expect(instructions.getByRole('alert')).toHaveText('Gambar QRIS tidak bisa dimuat; bayar lewat rekening di bawah ini.');
  await expect(instructions.getByRole('button', { name: 'Salin nomor rekening' })).toHaveCount(3);
  await expect(instructions.getByRole('button', { name: 'Salin nomor', exact: true })).toHaveCount(1);
});

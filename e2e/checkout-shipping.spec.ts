import { shopContact } from '../src/config/shopContact';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { ayu, choosePayment, chooseRegion, fillCoblong, rp, sendOrder, stubWhatsApp } from './cartHelpers';

// Ongkir on a phone (issue 51): the demo shop's ongkir.csv (toko-contoh/) as catalog:build wrote
// it, the product's berat, the free-shipping threshold and pickup in the shop's own kota.

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

// Sneakers Kanvas Klasik: Rp 249.000, 900 g in the demo's produk.csv.
const sneakers = (quantity: number) => ({
  id: 'lk-001',
  slug: 'sneakers-kanvas-klasik',
  name: 'Sneakers Kanvas Klasik',
  price: 249000,
  image: '',
  quantity,
  selectedColor: 'Hitam',
  selectedSize: '42',
  colorOptions: [],
});

async function openCart(page: Page, quantity = 1) {
  await stubWhatsApp(page.context());
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cartItems', cart);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify([sneakers(quantity)]));
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Pesan lewat WhatsApp' })).toBeVisible();
}

/** Sends with a payment chosen (COD where offered, so the totals stay exact). */
async function send(page: Page): Promise<string> {
  await choosePayment(page);
  return sendOrder(page);
}

const summary = (page: Page) => page.getByRole('region', { name: 'Ringkasan' });

test('Coblong: the services with their prices, keyboard choice, Total bayar, re-priced by quantity, in the message', async ({ page }) => {
  await openCart(page);
  await fillCoblong(page);
  const services = page.getByRole('radiogroup', { name: 'Pengiriman' });
  // The kecamatan's own Kurir toko row, Kota Bandung's rows over Jawa Barat's, GoSend priced by
  // the seller, pickup last: 900 g is billed as 1 kg.
  await expect(services.getByRole('radio')).toHaveCount(6);
  const names = await services.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')!.innerText.replace(/\s+/g, ' ')));
  expect(names).toEqual([
    `Kurir toko ${rp(5000)} · 1 hari`,
    `J&T EZ ${rp(6500)} · 1 hari`,
    `JNE REG ${rp(7000)} · 1 hari`,
    expect.stringMatching(/^SiCepat BEST Rp/),
    'GoSend ongkir dikonfirmasi penjual',
    `Ambil di toko ${rp(0)}`,
  ].map((name) => (typeof name === 'string' ? name.replace(/\u00a0/g, ' ') : name)));
  await expect(summary(page)).not.toContainText('Ongkir');

  // Keyboard: into the group, then the arrows move the choice.
  await services.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(services.getByRole('radio', { name: /^JNE REG/ })).toBeChecked();
  await expect(summary(page)).toContainText(`Ongkir${rp(7000)}`);
  await expect(summary(page)).toContainText(`Total bayar${rp(256000)}`);

  // A second pair: 1.8 kg → 2 kg.
  await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  await expect(services.getByRole('radio', { name: /^JNE REG/ })).toHaveAccessibleName(`JNE REG ${rp(14000)} · 1 hari`);
  await expect(summary(page)).toContainText(`Total bayar${rp(512000)}`);

  const text = await send(page);
  expect(text).toContain(`Total harga: ${rp(498000)}\nBerat: 1,8 kg (ongkir dihitung 2 kg)\nPengiriman: JNE REG (1 hari)\nOngkir: ${rp(14000)}\nTotal bayar: ${rp(512000)}`);
  expect(text).toContain('Alamat: Jl. Melati 5\nKecamatan: Coblong\nKota/Kabupaten: Kota Bandung\nProvinsi: Jawa Barat');
  expect(await axeViolations(page, 'main')).toEqual([]);
});

test('at Rp 500.000 the cheapest service is free; elsewhere in Indonesia no pickup', async ({ page }) => {
  await openCart(page, 3);
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill(ayu.name);
  await chooseRegion(page, 'Provinsi', 'Jawa Barat');
  await chooseRegion(page, 'Kota/Kabupaten', 'Kota Bandung');
  await chooseRegion(page, 'Kecamatan', 'Coblong');
  const services = page.getByRole('radiogroup', { name: 'Pengiriman' });
  await expect(services.getByRole('radio').first()).toHaveAccessibleName(`Kurir toko gratis ongkir (biasanya ${rp(5000)}) · 1 hari`);
  await services.getByRole('radio').first().check();
  await expect(summary(page)).toContainText(`Ongkir${rp(0)}`);
  await expect(summary(page)).toContainText(`Total bayar${rp(747000)}`);

  await chooseRegion(page, 'Provinsi', 'Papua');
  await chooseRegion(page, 'Kota/Kabupaten', 'Kota Jayapura');
  await chooseRegion(page, 'Kecamatan', 'Abepura');
  await expect(services.getByRole('radio', { name: /^JNE REG/ })).toBeVisible();
  await expect(services.getByRole('radio', { name: /^Ambil di toko/ })).toHaveCount(0);
  // The choice made for Coblong is gone with it: nothing is priced until she chooses again.
  await expect(services.getByRole('radio', { name: /^Kurir toko/ })).toHaveCount(0);
  await expect(summary(page)).not.toContainText('Ongkir');
});

test('when the ongkir file cannot be loaded the seller prices it, and the order goes', async ({ page }) => {
  await page.context().route(/\/catalog\/v\/[^/]+\/ongkir\//, (route) => route.abort());
  await openCart(page);
  await fillCoblong(page);
  await expect(page.getByRole('status').filter({ hasText: /^Ongkir dikonfirmasi penjual/ })).toBeVisible();
  await expect(summary(page)).toContainText('Ongkirdikonfirmasi penjual');
  const text = await send(page);
  expect(text).toContain('Berat: 900 g\nOngkir: dikonfirmasi penjual\nTotal bayar: mohon dikirim penjual');
});

test('dropship names the sender; a remembered address comes back after a reload until "Hapus data saya"', async ({ page }) => {
  await openCart(page);
  await fillCoblong(page);
  await page.getByRole('radiogroup', { name: 'Pengiriman' }).getByRole('radio', { name: /^Ambil di toko/ }).check();
  await page.getByRole('checkbox', { name: 'Dikirim atas nama orang lain (dropship)' }).check();
  await page.getByRole('textbox', { name: /^Nama pengirim/ }).fill('Toko Sinar');
  await page.getByRole('textbox', { name: /^Nomor HP pengirim/ }).fill('0813 2222 3333');
  await page.getByRole('checkbox', { name: 'Ingat alamat ini di perangkat ini' }).check();
  const text = await send(page);
  expect(text).toContain(`Pengiriman: Ambil di toko\nAmbil di: ${shopContact.address}\nOngkir: ${rp(0)}\nTotal bayar: ${rp(249000)}`);
  expect(text).toContain('*Penerima*\nNama: Ayu Lestari');
  expect(text).toContain('*Pengirim (dropship)*\nNama pengirim: Toko Sinar\nNomor HP pengirim: +6281322223333');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nama', exact: true })).toHaveValue('Ayu Lestari');
  await expect(page.getByRole('combobox', { name: /^Kecamatan/ })).toHaveValue('Coblong');
  await expect(page.getByRole('textbox', { name: /^Alamat \(jalan/ })).toHaveValue('Jl. Melati 5');
  // Only the recipient is remembered, never the sender.
  await expect(page.getByRole('checkbox', { name: 'Dikirim atas nama orang lain (dropship)' })).not.toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('savedAddress'))).not.toContain('Sinar');
  await page.getByRole('button', { name: 'Hapus data saya' }).click();
  expect(await page.evaluate(() => localStorage.getItem('savedAddress'))).toBeNull();
  await expect(page.getByRole('textbox', { name: 'Nama', exact: true })).toHaveValue('');
});

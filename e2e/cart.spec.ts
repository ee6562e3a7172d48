import { expect, test } from '@playwright/test';
import { legacyCart } from '../__tests__/fixtures/legacyCart';
import { readNota } from '../src/features/nota/notaCodec';
import { ayu, fillAddress, orderViaWhatsApp, rp, storedCart, stubWhatsApp } from './cartHelpers';

const colorOptions = [
  { color: 'Putih', image: '/images/sneakers-putih.svg' },
  { color: 'Hitam', image: '/images/sneakers-hitam.svg' },
  { color: 'Navy', image: '/images/sneakers-navy.svg' },
];
const variant = (selectedColor: string, selectedSize: string) => ({
  id: 'sneakers-kanvas',
  slug: 'sneakers-kanvas',
  name: 'Sneakers Kanvas',
  price: 250000,
  image: colorOptions.find((option) => option.color === selectedColor)!.image,
  quantity: 1,
  selectedColor,
  selectedSize,
  colorOptions,
});

// These run with the catalogue unreachable (offline, a broken CDN): the cart must still show,
// edit and order everything it holds. e2e/cart-catalog.spec.ts covers the cart with a catalogue.
test.beforeEach(async ({ context }) => {
  await stubWhatsApp(context);
  await context.route((url) => url.pathname.startsWith('/catalog/') && url.pathname.endsWith('.json'), (route) => route.abort());
});

test('a full journey: cart → quantity → color → remove → custom order → WhatsApp', async ({ page }) => {
  await page.addInitScript((cart) => {
    // Only the first load is seeded; later navigations keep what the shopper did.
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cartItems', cart);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify([variant('Putih', '40'), variant('Hitam', '41'), { ...variant('Putih', '42'), name: 'Sneakers Kanvas' }]));
  await page.goto('/cart');
  const lines = page.getByRole('region', { name: 'Produk' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);

  // Quantity of the first line: 1 → 3.
  await lines.nth(0).getByRole('button', { name: 'Tambah jumlah' }).click();
  await lines.nth(0).getByRole('spinbutton', { name: 'Jumlah' }).fill('3');
  await lines.nth(0).getByRole('spinbutton', { name: 'Jumlah' }).press('Enter');
  await expect(lines.nth(0)).toContainText('Rp 750.000'.replace(' ', '\u00a0'));

  // Color of the second line: Hitam → Navy, with the Navy picture.
  await lines.nth(1).getByRole('combobox', { name: 'Warna' }).selectOption('Navy');
  await expect.poll(async () => (await storedCart(page))[1]?.image).toBe('/images/sneakers-navy.svg');

  // Remove the third.
  await lines.nth(2).getByRole('button', { name: 'Hapus' }).click();
  await expect(lines).toHaveCount(2);
  await expect.poll(async () => (await storedCart(page)).map((l: { selectedColor: string; quantity: number }) => [l.selectedColor, l.quantity])).toEqual([
    ['Putih', 3],
    ['Navy', 1],
  ]);

  // A custom order joins the cart without joining the badge.
  await page.getByRole('link', { name: 'Custom', exact: true }).click();
  await page.getByRole('combobox', { name: 'Model dasar' }).selectOption('Loafer');
  await page.getByRole('textbox', { name: 'Ukuran' }).fill('42');
  await page.getByRole('textbox', { name: 'Warna' }).fill('Cokelat tua');
  await page.getByRole('textbox', { name: /^Nama atau teks/ }).fill('AR');
  await page.getByRole('button', { name: 'Tambah pesanan custom' }).click();
  await page.getByRole('link', { name: 'Lihat keranjang' }).click();
  await expect(page.getByRole('region', { name: 'Pesanan custom' })).toContainText('Loafer custom');
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toContainText('2');

  const text = await orderViaWhatsApp(page);
  // The order's number comes first, in WhatsApp's bold; the panel shows the same number.
  const number = /^\*Pesanan (LK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4})\*\n/.exec(text)?.[1];
  expect(number).toBeDefined();
  await expect(page.getByText(number!, { exact: true })).toBeVisible();
  // The nota link (its own test: e2e/nota.spec.ts) is this order, read back at its number.
  const nota = text.match(/^\*Nota pesanan\*\n(http:\/\/127\.0\.0\.1:\d+\/nota#\S+)$/m)?.[1];
  expect(nota).toBeDefined();
  const read = readNota(new URL(nota!).hash);
  expect(read.ok && read.order.number).toBe(number);
  expect(text.replace(nota!, '<nota>')).toBe(
    [
      `*Pesanan ${number}*`,
      'Halo Langkah, saya mau pesan:',
      '',
      '*Produk*',
      '1. Sneakers Kanvas',
      '   Warna: Putih, Ukuran: 40',
      `   Jumlah: 3 × ${rp(250000)} = ${rp(750000)}`,
      '2. Sneakers Kanvas',
      '   Warna: Navy, Ukuran: 41',
      `   Jumlah: 1 × ${rp(250000)} = ${rp(250000)}`,
      '',
      '*Pesanan custom*',
      '1. Loafer custom',
      '   Model dasar: Loafer',
      '   Ukuran: 42',
      '   Warna: Cokelat tua',
      '   Nama/teks: AR',
      '   Harga: mohon dikonfirmasi',
      '',
      'Total item: 3 (5 barang)',
      `Total harga: ${rp(1000000)}`,
      // The catalogue is unreachable here, so its ongkir sheet too: the seller prices it, and
      // every product weighs the shop's default (500 g: 3 + 1 pieces and the custom line).
      'Berat: 2,5 kg',
      'Ongkir: dikonfirmasi penjual',
      'Total bayar: mohon dikirim penjual',
      'Pembayaran: Bayar di tempat (COD)',
      '',
      '*Data pemesan*',
      'Nama: Ayu Lestari',
      'Nomor HP: +6281234567890',
      'Alamat: Jl. Melati 5',
      'Kecamatan: Coblong',
      'Kota/Kabupaten: Kota Bandung',
      'Provinsi: Jawa Barat',
      '',
      '*Nota pesanan*',
      '<nota>',
      '',
      'Terima kasih!',
    ].join('\n'),
  );
  // Ordering offers to clear, and does not clear by itself.
  await expect(page.getByRole('button', { name: 'Ya, kosongkan keranjang' })).toBeVisible();
  expect(await storedCart(page)).toHaveLength(3);
  await page.getByRole('button', { name: 'Ya, kosongkan keranjang' }).click();
  await expect(page.getByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeVisible();
  await expect.poll(() => storedCart(page)).toEqual([]);
});

test("a cart saved by the existing site shows and orders correctly", async ({ page }) => {
  await page.addInitScript((cart) => localStorage.setItem('cartItems', cart), JSON.stringify(legacyCart));
  await page.goto('/cart');
  const products = page.getByRole('region', { name: 'Produk' });
  await expect(products.getByRole('listitem')).toHaveCount(2);
  await expect(products.getByRole('listitem').first()).toContainText('Sneakers Kanvas Putih');
  await expect(page.getByRole('region', { name: 'Pesanan custom' })).toContainText('Inisial "AR" di sisi kiri');
  const text = await orderViaWhatsApp(page);
  expect(text).toContain(`1. Sneakers Kanvas Putih\n   Warna: Putih, Ukuran: 40\n   Jumlah: 2 × ${rp(250000)} = ${rp(500000)}`);
  expect(text).toContain(`2. Tas Anyam Pandan\n   Jumlah: 1 × ${rp(180000)} = ${rp(180000)}`);
  expect(text).toContain('1. Sepatu custom\n   Model dasar: Loafer\n   Ukuran: 42\n   Warna: Cokelat tua\n   Catatan: Inisial "AR" di sisi kiri');
  expect(text).toContain(`Total item: 3 (4 barang)\nTotal harga: ${rp(680000)}`);
  // The legacy lines are written back untouched, unknown fields included.
  expect((await storedCart(page)).slice(0, 2)).toEqual(legacyCart.slice(0, 2));
});

test('clearing is undone with Batalkan, in the page and in storage', async ({ page }) => {
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cartItems', cart);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(legacyCart));
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Kosongkan keranjang' }).click();
  await expect(page.getByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeVisible();
  await expect.poll(() => storedCart(page)).toEqual([]);
  await page.getByRole('button', { name: 'Batalkan' }).click();
  await expect(page.getByRole('region', { name: 'Produk' }).getByRole('listitem')).toHaveCount(2);
  await expect.poll(async () => (await storedCart(page)).length).toBe(3);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Pesanan custom' })).toContainText('Sepatu custom');
});

// A step shows at once and reaches the cart a task later (QuantityStepper): taps in a row all
// count, in the total, in storage and in an order sent straight after.
test('quick taps on + all count, and an order sent right after carries them', async ({ page }) => {
  await page.addInitScript((cart) => localStorage.setItem('cartItems', cart), JSON.stringify([variant('Putih', '40')]));
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill('Ayu Lestari');
  await page.getByRole('textbox', { name: /^Nomor HP/ }).fill('0812-3456-7890');
  await fillAddress(page, ayu);
  const plus = page.getByRole('button', { name: 'Tambah jumlah' });
  for (let tap = 0; tap < 3; tap++) await plus.click();
  const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Pesan via WhatsApp' }).click()]);
  await popup.waitForLoadState('domcontentloaded');
  expect(new URL(popup.url()).searchParams.get('text')).toContain(`Jumlah: 4 × ${rp(250000)} = ${rp(1000000)}`);
  await expect(page.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue('4');
  await expect(page.getByRole('region', { name: 'Produk' })).toContainText(rp(1000000));
  await expect.poll(async () => (await storedCart(page))[0].quantity).toBe(4);
});

// Rows off screen are skipped until they come near (content-visibility: auto): the last line of a
// long cart must still show and change once the shopper gets there.
test('the last line of a long cart shows and changes once scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const sizes = Array.from({ length: 30 }, (_, i) => String(20 + i));
  await page.addInitScript((cart) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cartItems', cart);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(sizes.map((size) => variant('Navy', size))));
  await page.goto('/cart');
  const lines = page.getByRole('region', { name: 'Produk' }).getByRole('listitem');
  await expect(lines).toHaveCount(30);
  const last = lines.nth(29);
  await expect(last).not.toBeInViewport();

  await page.keyboard.press('End');
  await last.getByRole('button', { name: 'Tambah jumlah' }).click();
  await expect(last).toBeInViewport();
  await expect(last).toContainText('Ukuran: 49');
  await expect(last.getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue('2');
  await expect.poll(async () => (await storedCart(page))[29].quantity).toBe(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test('an order sent from the keyboard leaves focus on its confirmation, which its border marks', async ({ page }) => {
  await page.addInitScript((cart) => localStorage.setItem('cartItems', cart), JSON.stringify(legacyCart));
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill('Ayu Lestari');
  await page.getByRole('textbox', { name: /^Nomor HP/ }).fill('0812-3456-7890');
  await fillAddress(page, ayu);
  await page.getByRole('button', { name: 'Pesan via WhatsApp' }).focus();
  const [popup] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  await popup.close();
  const confirmation = page.getByRole('region', { name: 'Pesanan dibuka di WhatsApp' });
  await expect(confirmation).toBeFocused();
  // Its green border marks it already; a focus ring around the whole panel would only add noise.
  await expect(confirmation).toHaveCSS('outline-style', 'none');
  // The order's number and its copy button come first (issue 52), then the way back to the chat.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Salin nomor pesanan' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Kirim ulang pesanan ini' })).toBeFocused();
  // Emptying the cart takes the panel away too: focus goes to the page's content, not its top.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Ya, kosongkan keranjang' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
});

test('two quick taps on Pesan via WhatsApp open one message and keep one order; Kirim ulang opens the same one', async ({ page, context }) => {
  await stubWhatsApp(context);
  await page.addInitScript((cart) => localStorage.setItem('cartItems', cart), JSON.stringify(legacyCart));
  await page.goto('/cart');
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill('Ayu Lestari');
  await page.getByRole('textbox', { name: /^Nomor HP/ }).fill('0812-3456-7890');
  await fillAddress(page, ayu);
  const opened: string[] = [];
  context.on('page', (tab) => void tab.waitForLoadState('domcontentloaded').then(() => opened.push(tab.url())));
  await page.getByRole('button', { name: 'Pesan via WhatsApp' }).dblclick();
  await expect(page.getByRole('region', { name: 'Pesanan dibuka di WhatsApp' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pesan via WhatsApp' })).toBeDisabled();
  await expect.poll(() => opened.length).toBe(1);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('orderHistory') ?? '[]').length)).toBe(1);
  await page.getByRole('link', { name: 'Kirim ulang pesanan ini' }).click();
  await expect.poll(() => opened.length).toBe(2);
  expect(opened[1]).toBe(opened[0]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('orderHistory') ?? '[]').length)).toBe(1);
});

test("emptying the cart from the keyboard leaves focus on the page's content", async ({ page }) => {
  await page.addInitScript((cart) => localStorage.setItem('cartItems', cart), JSON.stringify(legacyCart));
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Kosongkan keranjang' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page.getByRole('main')).toHaveCSS('outline-style', 'none');
});

// − is disabled at 1, and a disabled button drops focus to the page (focusFieldAtLimit.ts).
test('stepping down to 1 from the keyboard keeps focus on the line, in its quantity field', async ({ page }) => {
  await page.addInitScript((cart) => localStorage.setItem('cartItems', cart), JSON.stringify([{ ...variant('Putih', '40'), quantity: 2 }, variant('Hitam', '41')]));
  await page.goto('/cart');
  const first = page.getByRole('region', { name: 'Produk' }).getByRole('listitem').first();
  const minus = first.getByRole('button', { name: 'Kurangi jumlah' });
  await minus.focus();
  await page.keyboard.press('Enter');
  const field = first.getByRole('spinbutton', { name: 'Jumlah' });
  await expect(minus).toBeDisabled();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('1');
  // Tab goes on to + as it would have from −.
  await page.keyboard.press('Tab');
  await expect(first.getByRole('button', { name: 'Tambah jumlah' })).toBeFocused();
  await expect.poll(async () => (await storedCart(page))[0].quantity).toBe(1);
});

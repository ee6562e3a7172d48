import { expect, test } from '@playwright/test';
import { legacyCart } from '../__tests__/fixtures/legacyCart';
import { axeViolations } from './axe';
import { routeCatalog, shippedCatalog } from './routeCatalog';
import { ayu, orderViaWhatsApp, rp, storedCart, stubWhatsApp } from './cartHelpers';

test.beforeEach(async ({ context }) => stubWhatsApp(context));

const seed = (cart: unknown) => JSON.stringify(cart);

/** Only the first load is seeded; later navigations keep what the shopper did. */
const seedOnce = (cart: string) => {
  if (!sessionStorage.getItem('seeded')) {
    localStorage.setItem('cartItems', cart);
    sessionStorage.setItem('seeded', '1');
  }
};

test('product page → two variants → cart → quantity → color → remove → custom → WhatsApp', async ({ page }) => {
  await page.goto('/produk/sneakers-kanvas-klasik');
  const colors = page.getByRole('group', { name: 'Warna' });
  const sizes = page.getByRole('group', { name: 'Ukuran' });
  const add = page.getByRole('button', { name: 'Tambah ke keranjang' });
  await colors.getByRole('button', { name: 'Hitam' }).click();
  await sizes.getByRole('button', { name: '42' }).click();
  await add.click();
  await colors.getByRole('button', { name: 'Navy' }).click();
  await add.click();
  await sizes.getByRole('button', { name: '43' }).click();
  await add.click();
  await expect.poll(async () => (await storedCart(page)).length).toBe(3);

  await page.getByRole('link', { name: /^Keranjang/ }).click();
  const lines = page.getByRole('region', { name: 'Produk' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.first().getByRole('link', { name: 'Sneakers Kanvas Klasik' })).toHaveAttribute('href', '/produk/sneakers-kanvas-klasik');

  // Size 42 has 4 left: typing more is clamped to the stock, and + stops there. The stock comes
  // with the cart's products; typed before them, 9 stays and the line says it is over the stock.
  const quantity = lines.nth(0).getByRole('spinbutton', { name: 'Jumlah' });
  await expect(quantity).toHaveAttribute('max', '4');
  await quantity.fill('9');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('4');
  await expect(lines.nth(0).getByRole('button', { name: 'Tambah jumlah' })).toBeDisabled();
  await lines.nth(0).getByRole('button', { name: 'Kurangi jumlah' }).click();
  await expect(quantity).toHaveValue('3');

  // Navy 42 → Merah 42, with the red picture.
  await lines.nth(1).getByRole('combobox', { name: 'Warna' }).selectOption('Merah');
  await expect(lines.nth(1).locator('img')).toHaveAttribute('src', /merah\.[0-9a-f]+\.svg$/);
  // Navy 43 goes.
  await lines.nth(2).getByRole('button', { name: 'Hapus' }).click();
  await expect(lines).toHaveCount(2);

  await page.goto('/custom');
  await page.getByRole('combobox', { name: 'Model dasar' }).selectOption('Sneakers');
  await page.getByRole('textbox', { name: 'Ukuran' }).fill('42');
  await page.getByRole('textbox', { name: 'Warna' }).fill('Putih');
  await page.getByRole('button', { name: 'Tambah pesanan custom' }).click();
  await page.getByRole('link', { name: 'Lihat keranjang' }).click();

  const text = await orderViaWhatsApp(page);
  expect(text).toContain(
    [
      '*Produk*',
      '1. Sneakers Kanvas Klasik',
      '   Warna: Hitam, Ukuran: 42',
      `   Jumlah: 3 × ${rp(249000)} = ${rp(747000)}`,
      '2. Sneakers Kanvas Klasik',
      '   Warna: Merah, Ukuran: 42',
      `   Jumlah: 1 × ${rp(249000)} = ${rp(249000)}`,
      '',
      '*Pesanan custom*',
      '1. Sneakers custom',
      '   Model dasar: Sneakers',
      '   Ukuran: 42',
      '   Warna: Putih',
      '   Harga: mohon dikonfirmasi',
      '',
      'Total item: 3 (5 barang)',
      `Total harga: ${rp(996000)}`,
    ].join('\n'),
  );
});

const sneakersLine = { id: 'lk-001', slug: 'sneakers-kanvas-klasik', name: 'Sneakers Kanvas Klasik', image: '/images/products/sneakers-kanvas-klasik-putih.svg', quantity: 1, colorOptions: [] };
const unknownLine = { id: 'lama-99', name: 'Tas Koleksi Lama', price: 100000, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] };
const buyer = { ...ayu, name: 'Ayu', phone: '081234567890' };

for (const theme of ['light', 'dark'] as const) {
  test(`an unknown product and a sold-out size at a changed price are orderable, marked perlu dikonfirmasi (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
    await page.addInitScript(seedOnce, seed([{ ...sneakersLine, price: 200000, selectedColor: 'Putih', selectedSize: '40' }, unknownLine]));
    await page.goto('/cart');
    const lines = page.getByRole('region', { name: 'Produk' }).getByRole('listitem');
    await expect(lines.nth(0)).toContainText('Ukuran ini sudah habis. Perbaiki di sini, atau pesan apa adanya: perlu dikonfirmasi toko.');
    await expect(lines.nth(0)).toContainText(`Harga berubah, sekarang ${rp(249000)}`);
    await expect(lines.nth(1)).toContainText('Produk ini tidak ada di katalog kami saat ini. Tetap bisa dipesan: perlu dikonfirmasi toko lewat WhatsApp.');
    await expect(page.getByText('2 produk perlu dikonfirmasi toko.')).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);

    // Ordering as it is is never a dead end: the message says what the shop must confirm, per line.
    const text = await orderViaWhatsApp(page, buyer);
    expect(text).toContain(
      [
        '1. Sneakers Kanvas Klasik',
        '   Warna: Putih, Ukuran: 40',
        `   Jumlah: 1 × ${rp(200000)} = ${rp(200000)}`,
        `   (perlu dikonfirmasi: ukuran 40 habis; harga di katalog sekarang ${rp(249000)})`,
        '2. Tas Koleksi Lama',
        `   Jumlah: 1 × ${rp(100000)} = ${rp(100000)}`,
        '   (perlu dikonfirmasi: produk tidak ada di katalog toko)',
      ].join('\n'),
    );
  });
}

test('one-tap fixes: the new price, another size in stock, the quantity down to the stock; the unknown line stays', async ({ page }) => {
  await page.addInitScript(seedOnce, seed([
    { ...sneakersLine, price: 200000, selectedColor: 'Putih', selectedSize: '40' },
    { ...sneakersLine, price: 249000, selectedColor: 'Hitam', selectedSize: '42', quantity: 9 },
    unknownLine,
  ]));
  await page.goto('/cart');
  const lines = page.getByRole('region', { name: 'Produk' }).getByRole('listitem');
  await expect(lines.nth(0).getByRole('combobox', { name: 'Ukuran' }).getByRole('option', { name: '40 (habis)' })).toBeDisabled();

  // By keyboard: the fix button, then focus stays in the line for the next fix.
  await lines.nth(0).getByRole('button', { name: 'Pakai harga baru' }).focus();
  await page.keyboard.press('Enter');
  await expect(lines.nth(0)).not.toContainText('Harga berubah');
  await expect(lines.nth(0).getByRole('button', { name: 'Ganti ke ukuran 39' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(lines.nth(0).getByRole('button', { name: 'Ganti ke ukuran 41' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lines.nth(0).getByRole('combobox', { name: 'Ukuran' })).toHaveValue('41');
  await expect(lines.nth(0)).not.toContainText('perlu dikonfirmasi');

  await expect(lines.nth(1)).toContainText('Jumlahnya melebihi stok yang tersisa.');
  await lines.nth(1).getByRole('button', { name: 'Ubah jumlah jadi 4' }).click();
  await expect(lines.nth(1).getByRole('spinbutton', { name: 'Jumlah' })).toHaveValue('4');
  await expect(lines.nth(1)).not.toContainText('perlu dikonfirmasi');
  await expect(page.getByText('1 produk perlu dikonfirmasi toko.')).toBeVisible();

  // The fixes are what the cart keeps: a reload shows the same.
  // The cart is saved 100 ms after a change (src/app/persistence/listSync.ts): wait for it.
  await expect.poll(async () => (await storedCart(page)).map((line: { price: number; selectedSize: string; quantity: number }) => [line.price, line.selectedSize, line.quantity])).toEqual([
    [249000, '41', 1],
    [249000, '42', 4],
    [100000, '', 1],
  ]);
  const text = await orderViaWhatsApp(page, buyer);
  expect(text).toContain(`   Warna: Putih, Ukuran: 41\n   Jumlah: 1 × ${rp(249000)} = ${rp(249000)}\n2. Sneakers Kanvas Klasik`);
  expect(text.match(/perlu dikonfirmasi/g)).toHaveLength(1);
  expect(text).toContain('3. Tas Koleksi Lama');
});

test("the existing site's cart orders correctly when its products are in the catalogue", async ({ page }) => {
  // The fixture's products, as the shop would list them.
  const catalog = shippedCatalog();
  const base = { category: 'sepatu', description: '', tags: [], createdAt: '2024-01-01' };
  catalog.products.push(
    { ...base, id: 101, slug: 'sneakers-kanvas-putih', name: 'Sneakers Kanvas Putih', price: 250000, colorOptions: legacyCart[0]!.colorOptions ?? [], sizes: [{ size: '40', stock: 5 }] },
    { ...base, id: 'tas-anyam', slug: 'tas-anyam', name: 'Tas Anyam Pandan', category: 'tas', price: 180000, colorOptions: [{ color: 'Natural', image: '/images/tas-anyam.svg' }], sizes: [{ size: 'Satu Ukuran', stock: 3 }] },
  );
  await routeCatalog(page, catalog);
  await page.addInitScript(seedOnce, seed(legacyCart));
  await page.goto('/cart');
  const lines = page.getByRole('region', { name: 'Produk' }).getByRole('listitem');
  await expect(lines.nth(0).getByRole('link', { name: 'Sneakers Kanvas Putih' })).toHaveAttribute('href', '/produk/sneakers-kanvas-putih');
  await expect(page.getByRole('region', { name: 'Produk' })).not.toContainText('tidak tersedia');
  const text = await orderViaWhatsApp(page);
  expect(text).toContain(`Total item: 3 (4 barang)\nTotal harga: ${rp(680000)}`);
});

test('a saved cart opened cold shows its lines whole at once, even when the catalogue is slow: nothing shifts', async ({ page }) => {
  const catalogue = shippedCatalog();
  const sneakers = catalogue.products.find((p) => p.slug === 'sneakers-kanvas-klasik')!;
  const line = { id: sneakers.id, name: sneakers.name, price: sneakers.price, image: sneakers.colorOptions[0]!.image, quantity: 1, selectedColor: sneakers.colorOptions[0]!.color, selectedSize: '39', colorOptions: sneakers.colorOptions.map(({ color, image }: { color: string; image: string }) => ({ color, image })) };
  await page.addInitScript((saved) => {
    localStorage.setItem('cartItems', saved);
    // The page's own Cumulative Layout Shift, as browsers report it.
    (window as unknown as { cls: number }).cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, JSON.stringify([line]));
  // Every file of the catalogue slow, 1.2 s in all: the manifest, the id bucket, the product file.
  await routeCatalog(page, catalogue, { delay: () => 400 });
  await page.goto('/cart');
  // The first time the line shows, it already has the catalogue's sizes to choose from.
  const row = page.getByRole('listitem').filter({ hasText: sneakers.name });
  await expect(row).toBeVisible();
  expect(await row.getByRole('combobox', { name: 'Ukuran' }).count()).toBe(1);
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
});

test("on a 320 px phone a line's choices stay inside the line", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/produk/sneakers-kanvas-klasik');
  await page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: '42' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await page.getByRole('link', { name: /^Keranjang/ }).click();
  const line = page.getByRole('region', { name: 'Produk' }).getByRole('listitem').first();
  await expect(line.getByRole('combobox', { name: 'Ukuran' })).toHaveValue('42');
  const lineBox = (await line.boundingBox())!;
  for (const name of ['Warna', 'Ukuran']) {
    const box = (await line.getByRole('combobox', { name }).boundingBox())!;
    expect(box.x + box.width, `'${name}' ends inside the line`).toBeLessThanOrEqual(lineBox.x + lineBox.width);
  }
});

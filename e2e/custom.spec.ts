import { expect, test } from '@playwright/test';
import { orderViaWhatsApp, stubWhatsApp } from './cartHelpers';

test('hostile text from the custom form renders as text and reaches WhatsApp as typed, its second line quoted', async ({ page, context }) => {
  await stubWhatsApp(context);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hostile = `<b>tebal</b><img src=x onerror="alert(1)"> & "kutip" 'satu' 👟🔥\nbaris dua ${'z'.repeat(2000)}`;
  await page.goto('/custom');
  await page.getByRole('button', { name: 'Tambah pesanan custom' }).click();
  await expect(page.getByText('Pilih model dasar.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Model dasar' }).selectOption('Tas');
  await page.getByRole('textbox', { name: 'Ukuran' }).fill('30 × 40 cm');
  await page.getByRole('textbox', { name: 'Warna' }).fill('Hijau');
  await page.getByRole('textbox', { name: /^Catatan referensi/ }).fill(hostile);
  await page.getByRole('button', { name: 'Tambah pesanan custom' }).click();
  await expect(page.getByText('Pesanan custom ditambahkan ke keranjang')).toBeVisible();

  await page.goto('/cart');
  const custom = page.getByRole('region', { name: 'Pesanan custom' });
  await expect(custom).toContainText('<b>tebal</b><img src=x onerror="alert(1)">');
  await expect(custom.locator('b, img[src="x"]')).toHaveCount(0);
  const text = await orderViaWhatsApp(page);
  // A further line of the buyer's words is quoted, so it cannot pass for a line of the shop's (outsideText.ts).
  expect(text).toContain(`   Catatan: ${hostile.replace('\n', '\n      > ')}\n`);
  expect(dialogs).toEqual([]);
});

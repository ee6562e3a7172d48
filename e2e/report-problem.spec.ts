import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { storedCart } from './cartHelpers';

const chatLine = 'Berkas laporan sudah diunduh. Kirim berkas itu di chat WhatsApp Langkah (+6281234567890).';

/** Presses a 'Laporkan masalah' button from the keyboard and keeps the file it downloads. */
async function reportWithKeyboard(page: Page, button: Locator): Promise<string> {
  const download = page.waitForEvent('download');
  await button.focus();
  await page.keyboard.press('Enter');
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'langkah-laporan-')), (await download).suggestedFilename());
  await (await download).saveAs(file);
  return file;
}

test('a shopper reports a problem from the footer; support imports the file in /admin and sees the same cart', async ({ page, browser }) => {
  // The shopper: two lines in the cart, the dark theme, then 'Laporkan masalah' in the footer.
  await page.goto('/produk/sneakers-kanvas-klasik');
  await page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: '42' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: '43' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await expect.poll(async () => (await storedCart(page))?.length).toBe(2);

  const footer = page.getByRole('contentinfo');
  const file = await reportWithKeyboard(page, footer.getByRole('button', { name: 'Laporkan masalah' }));
  expect(path.basename(file)).toMatch(/^langkah-laporan-.+\.json$/);
  await expect(footer.getByText(chatLine)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Buka chat WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/6281234567890\?text=/);

  // The file: Redux DevTools' format, the catalogue named by its version, none of its products.
  const text = readFileSync(file, 'utf8');
  const report = JSON.parse(text);
  expect(Object.keys(report)).toEqual(expect.arrayContaining(['payload', 'preloadedState', 'catalog']));
  expect(report.catalog).toEqual({ version: expect.stringMatching(/^[0-9a-f]{12}$/), products: expect.any(Number), categories: 6 });
  expect(text).not.toContain('Sneakers Kanvas Klasik dibuat dari kanvas');
  const shopperCart = await storedCart(page);

  // Support, in another browser: signs in, opens /admin, imports the file.
  const support = await browser.newContext();
  const admin = await support.newPage();
  await admin.addInitScript(() => localStorage.setItem('isAuthenticated', 'true'));
  await admin.goto('/admin');
  await admin.getByLabel('Berkas log').setInputFiles(file);
  const viewer = admin.getByRole('region', { name: /^Log langkah-laporan-/ });
  await expect(viewer).toBeVisible();
  await expect(admin.getByText(/^Katalog pembeli: versi [0-9a-f]{12} \(\d+ produk, 6 kategori\), sama dengan katalog toko saat ini\.$/)).toBeVisible();
  const table = viewer.getByRole('table', { name: /^Keranjang/ });
  await expect(table).toContainText(`Total (${shopperCart.length} baris)`);
  // Line for line what the shopper's cart holds: name, id, colour, size, quantity.
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent)));
  type Line = { id: string | number; name: string; selectedColor: string; selectedSize: string; quantity: number };
  expect(rows).toEqual((shopperCart as Line[]).map((line) => [line.name, String(line.id), line.selectedColor || '–', line.selectedSize || '–', String(line.quantity)]));
  // Applied to support's browser, the saved cart is the shopper's, line for line.
  await viewer.getByRole('button', { name: 'Terapkan ke browser ini' }).click();
  await viewer.getByRole('button', { name: 'Ya, terapkan' }).click();
  await expect.poll(() => storedCart(admin)).toEqual(shopperCart);
  await expect.poll(() => admin.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await support.close();
});

test('only in the footer, never floating over the page: download and the line saying to send the file in the chat; axe clean in both themes', async ({ page }) => {
  await page.goto('/produk/sneakers-kanvas-klasik');
  await expect(page.getByRole('link', { name: /^Chat/ })).toBeVisible();
  // One button on the page, in the footer, and nothing of it fixed over the content: on a phone
  // it once covered the last size buttons, product names and the cart's totals.
  const buttons = page.getByRole('button', { name: 'Laporkan masalah' });
  await expect(buttons).toHaveCount(1);
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Laporkan masalah' });
  await expect(button).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Laporan masalah' })).toHaveCount(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 720 });
    const floats = await button.evaluate((element) => {
      const fixed: string[] = [];
      for (let at: Element | null = element; at; at = at.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) fixed.push(at.localName);
      return fixed;
    });
    expect(floats, `${width} px`).toEqual([]);
    // The sizes' last row is the shopper's to tap: only the chat button may float, at the right.
    const lastSize = page.getByRole('group', { name: 'Ukuran' }).getByRole('button').last();
    await lastSize.scrollIntoViewIfNeeded();
    const box = (await lastSize.boundingBox())!;
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent, [box.x + box.width / 2, box.y + box.height / 2]), `${width} px`).toBe('44');
  }

  const file = await reportWithKeyboard(page, button);
  expect(JSON.parse(readFileSync(file, 'utf8')).payload).toContain('catalog/loaded');
  await expect(page.getByRole('contentinfo').getByText(chatLine)).toBeVisible();

  for (const theme of ['light', 'dark']) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
    await page.reload();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Laporkan masalah' }).scrollIntoViewIfNeeded();
    const download = page.waitForEvent('download');
    await footer.getByRole('button', { name: 'Laporkan masalah' }).click();
    await download;
    await expect(footer.getByText(chatLine)).toBeVisible();
    expect(await axeViolations(page), `axe, ${theme}`).toEqual([]);
  }
});

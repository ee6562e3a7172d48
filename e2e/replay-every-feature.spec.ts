import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as v from 'valibot';
import { sharedCartUrl } from '../src/features/sharedCart/sharedCartCodec';
import { isCheckedSlice, sliceSchemas, describeIssue } from '../src/features/support/stateSchema';
import { orderViaWhatsApp, stubWhatsApp } from './cartHelpers';

// Support's use the shop was built for: whatever a shopper did, her 'Laporkan masalah' file and
// staff's 'Ekspor log' replay, in the console and with `npm run replay`. A session that touches
// every feature that keeps state (favourites, recently viewed, a shared cart, a custom order,
// shipping and payment choices, an order sent, the history, the theme) then both files.

const tas = { id: 'lk-003', name: 'Tas Anyam Pandan', price: 189_000, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] };

async function download(page: Page, click: () => Promise<void>): Promise<string> {
  const waiting = page.waitForEvent('download');
  await click();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'langkah-replay-')), (await waiting).suggestedFilename());
  await (await waiting).saveAs(file);
  return file;
}

/** `npm run replay -- --json <file>` as support runs it: the final state, or the one line that refused it. */
function replayCommand(file: string): { ok: boolean; state: Record<string, unknown>; error: string } {
  try {
    const stdout = execFileSync('npx', ['tsx', 'scripts/replay.ts', '--json', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { ok: true, state: JSON.parse(stdout) as Record<string, unknown>, error: '' };
  } catch (error) {
    return { ok: false, state: {}, error: String((error as { stderr?: string }).stderr ?? error) };
  }
}

/** Every checked slice of a replayed state, against the shape the shop's own slices have. */
function schemaProblems(state: Record<string, unknown>): string[] {
  return Object.entries(state).flatMap(([key, slice]) => {
    if (!isCheckedSlice(key)) return [];
    const result = v.safeParse(sliceSchemas[key], slice);
    return result.success ? [] : [describeIssue(result.issues[0], key)];
  });
}

async function importInConsole(page: Page, file: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Berkas log').setInputFiles(file);
  await expect(page.getByRole('region', { name: `Log ${path.basename(file)}` })).toBeVisible();
  await expect(page.getByText(/^Log tidak bisa dibaca/)).toHaveCount(0);
}

test('a log of a session that used every feature, ordering included, replays in the console and with npm run replay', async ({ page, context }) => {
  test.slow(); // a whole shopping session, then two imports and two replays in Node
  await stubWhatsApp(context);
  // A shared cart from a friend (merged), a favourite, two products viewed, a custom order.
  await page.goto(sharedCartUrl('', [tas]));
  await page.getByRole('region', { name: 'Keranjang yang dibagikan' }).getByRole('button', { name: 'Gabungkan dengan keranjang saya' }).click();
  await page.goto('/produk/sneakers-kanvas-klasik');
  await page.getByRole('button', { name: 'Simpan ke favorit', exact: true }).click();
  await page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: '42' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await page.goto('/produk/tas-anyam-pandan');
  await page.getByRole('button', { name: 'Ganti tema' }).click();
  await page.goto('/custom');
  await page.getByRole('combobox', { name: 'Model dasar' }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Ukuran' }).fill('40');
  await page.getByRole('textbox', { name: 'Warna' }).fill('Hijau');
  await page.getByRole('button', { name: 'Tambah pesanan custom' }).click();
  await expect(page.getByText('Pesanan custom ditambahkan ke keranjang')).toBeVisible();
  // The order: address, a courier service, a transfer (with its kode unik), sent.
  await page.goto('/cart');
  await orderViaWhatsApp(page);
  await expect(page.getByText('Nomor pesanan', { exact: false }).first()).toBeVisible();

  const report = await download(page, () => page.getByRole('contentinfo').getByRole('button', { name: 'Laporkan masalah' }).click());
  // Each page load starts a fresh log: what earlier pages did is in its baseline, this page's in its actions.
  const reportFile = JSON.parse(readFileSync(report, 'utf8')) as { payload: string; preloadedState: string };
  const types = (JSON.parse(reportFile.payload) as { type: string }[]).map((action) => action.type);
  expect(types).toEqual(expect.arrayContaining(['shipping/shippingChosen', 'shipping/paymentChosen', 'orderHistory/orderSent']));
  const baseline = JSON.parse(reportFile.preloadedState) as Record<string, { items?: { type?: string }[] }>;
  expect(baseline.favorites?.items).toHaveLength(1);
  expect(baseline.recentlyViewed?.items?.length).toBeGreaterThanOrEqual(2);
  expect(baseline.cart?.items?.map((line) => line.type ?? 'produk')).toEqual(['produk', 'produk', 'custom']);

  // Staff, on the same browser after a reload: the history now comes from storage, in the baseline.
  await page.evaluate(() => localStorage.setItem('isAuthenticated', 'true'));
  await page.goto('/admin');
  const exported = await download(page, () => page.getByRole('button', { name: 'Ekspor log' }).click());
  expect(JSON.parse(JSON.parse(readFileSync(exported, 'utf8')).preloadedState).orderHistory.orders).toHaveLength(1);

  for (const file of [report, exported]) {
    await importInConsole(page, file);
    const replayed = replayCommand(file);
    expect(replayed.error, path.basename(file)).toBe('');
    expect(schemaProblems(replayed.state), path.basename(file)).toEqual([]);
    expect((replayed.state.orderHistory as { orders: unknown[] }).orders, path.basename(file)).toHaveLength(1);
  }
});

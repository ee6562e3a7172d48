import { expect, test, type Page } from '@playwright/test';
import { notaLink } from '../src/features/nota/notaCodec';
import { demoLines, line, notaOrder } from '../__tests__/fixtures/notaOrders';
import { axeViolations } from './axe';
import { watchPolicyViolations } from './cspWatch';
import { shippedCatalog } from './routeCatalog';
import { shippingFacts } from '../src/config/shipping';

// A nota link opened where the shopper never was (a fresh context: the seller's phone), checked
// against the shipped demo catalogue, printed by Chromium in both layouts.

// Three demo products at today's prices, weighed as the shipped catalogue weighs them (its
// `berat`, or the shop's default).
const lines = demoLines.slice(0, 3).map((l) => line(l));
const weightOf = (id: string | number): number => (shippedCatalog().products.find((product) => product.id === id) as { weight?: number } | undefined)?.weight ?? shippingFacts.defaultWeightGrams;
const grams = lines.reduce((sum, l) => sum + weightOf(l.id) * l.quantity, 0);
const order = () => notaOrder(lines, { shipping: { service: null, ongkir: null, grams } });

const pathOf = (link: string) => link.slice(link.indexOf('/nota#'));

/** The page size of each page of a PDF in points, from its MediaBox entries. */
function pageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])]);
}

async function printed(page: Page, button: 'Cetak nota' | 'Cetak label'): Promise<[number, number][]> {
  await page.evaluate(() => (window.print = () => undefined));
  await page.getByRole('button', { name: button }).click();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  return pageSizes(pdf);
}

test('a nota link shows the order, checked, and prints on A4 and on a 100 × 150 mm label', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const violations = await watchPolicyViolations(page);
  await page.goto(pathOf(notaLink(order(), 'http://x')));
  await expect(page.getByRole('heading', { level: 1, name: 'Nota pesanan LK-7F3K-2Q9D' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Barang' });
  for (const { name, id } of lines) await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText(`Kode ${String(id)}`);
  await expect(page.getByRole('status').filter({ hasText: 'katalog' })).toContainText('sesuai katalog hari ini');
  await expect(page.getByText('tidak sesuai katalog')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const a4 = await printed(page, 'Cetak nota');
  // One sheet: the screen's full-height body once pushed a blank second page out of every nota.
  expect(a4).toHaveLength(1);
  for (const [w, h] of a4) expect([Math.round(w), Math.round(h)]).toEqual([595, 842]);
  const label = await printed(page, 'Cetak label');
  expect(label).toHaveLength(1);
  // 100 × 150 mm is 283.5 × 425.2 pt; Chromium writes whole points.
  const [width, height] = label[0]!;
  expect(Math.abs(width - 283.5)).toBeLessThan(1);
  expect(Math.abs(height - 425.2)).toBeLessThan(1);
  expect(violations).toEqual([]);
  await context.close();
});

test('an edited nota shows what is not as the catalogue says', async ({ page }) => {
  const edited = order();
  edited.lines[0] = { ...edited.lines[0]!, price: 1000 };
  await page.goto(pathOf(notaLink(edited, 'http://x')));
  const row = page.getByRole('table', { name: 'Barang' }).getByRole('row', { name: new RegExp(lines[0]!.name) });
  await expect(row).toContainText('tidak sesuai katalog');
  await expect(page.getByRole('status').filter({ hasText: 'katalog' })).toContainText('tidak sesuai katalog');
});

test('a cut link says so in one sentence', async ({ page }) => {
  const link = pathOf(notaLink(order(), 'http://x'));
  await page.goto(link.slice(0, link.length - 40));
  await expect(page.getByRole('alert')).toHaveText(/^Tautan nota ini terpotong, [^.]*\.$/);
  await expect(page.getByText(lines[0]!.name)).toHaveCount(0);
});

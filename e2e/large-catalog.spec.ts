import { expect, test } from '@playwright/test';
import { buildLargeCatalog } from '../scripts/catalog/buildCatalog';
import { storedCart } from './cartHelpers';
import { routeCatalog } from './routeCatalog';

// A shop of 5,000 products (issue 32), served as `npm run catalog:build` would write it: the
// manifest and its split. Every page must fetch only what it shows.
const catalog = buildLargeCatalog(5000);
const shoes = catalog.products.filter((product) => product.category === 'sepatu');
const inStock = (size: string) => shoes.filter((product) => product.sizes.some((s) => s.size === size && s.stock > 0));
// Deep in the catalogue: a page that fetched the whole of it would be the only way to find it.
const deep = catalog.products[4321]!;

test.beforeEach(async ({ page }) => {
  await routeCatalog(page, catalog);
});

/** The catalogue files the page fetched, by path under /catalog/. */
const catalogueRequests = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((file) => file.startsWith('/catalog/') && file.endsWith('.json'))
      .map((file) => file.replace(/^\/catalog\/(v\/[0-9a-f]+\/)?/, '')),
  );

test('5,000 products: a category, a filter and more cards, each fetching only its own files', async ({ page }) => {
  await page.goto('/kategori/sepatu');
  await expect(page.getByText(`${shoes.length} produk`, { exact: true })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Produk Sepatu' }).getByRole('article');
  await expect(cards).toHaveCount(24);
  expect(await catalogueRequests(page)).toEqual(['manifest.json', 'list/kategori/sepatu/terbaru-1.json']);

  await page.getByRole('button', { name: 'Tampilkan lebih banyak' }).click();
  await expect(cards).toHaveCount(48);
  expect(await catalogueRequests(page)).toContain('list/kategori/sepatu/terbaru-2.json');

  await page.goto('/kategori/sepatu?ukuran=42&urut=termurah');
  await expect(page.getByText(`${inStock('42').length} produk`, { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(24);
  // The cheapest shoe with a 42 to buy comes first.
  const cheapest = [...inStock('42')].sort((a, b) => (a.salePrice ?? a.price) - (b.salePrice ?? b.price))[0]!;
  await expect(cards.first().getByRole('link')).toHaveText(cheapest.name);
  const fetched = await catalogueRequests(page);
  expect(fetched).toContain('list/kategori/sepatu/filter.json');
  expect(fetched).not.toContain('catalog.json');
  expect(fetched).not.toContain('search.json');
});

test('5,000 products: search finds one deep in the catalogue, and it goes to the cart at its price', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByPlaceholder('Cari produk...').fill(deep.name);
  const first = page.getByRole('listbox', { name: 'Saran produk' }).getByRole('option').first();
  await expect(first).toContainText(deep.name);
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: deep.name })).toBeVisible();

  const size = deep.sizes.find((s) => s.stock > 0)!.size;
  if (deep.sizes.length > 1) await page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: size, exact: true }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect.poll(() => storedCart(page)).toEqual([expect.objectContaining({ id: deep.id, name: deep.name, price: deep.salePrice ?? deep.price, quantity: 1 })]);

  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Produk' }).getByRole('link', { name: deep.name })).toBeVisible();
  const fetched = await catalogueRequests(page);
  expect(fetched).toEqual(expect.arrayContaining(['manifest.json', `produk/${deep.slug}.json`]));
  expect(fetched.some((file) => file.startsWith('ids/'))).toBe(true);
  expect(fetched).not.toContain('search.json');
  expect(fetched.some((file) => file.startsWith('list/'))).toBe(false);
});

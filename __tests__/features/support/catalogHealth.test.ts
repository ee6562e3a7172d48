import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkCatalog } from '../../../src/features/support/catalogHealth';

const shipped = JSON.parse(readFileSync(path.join(__dirname, '../../../public/catalog/catalog.json'), 'utf8'));
const sepatu = { slug: 'sepatu', name: 'Sepatu' };
const product = (overrides: Record<string, unknown>) => ({
  id: 'p1',
  slug: 'sneakers',
  name: 'Sneakers',
  category: 'sepatu',
  price: 250000,
  colorOptions: [{ color: 'Putih', image: '/p.svg' }],
  createdAt: '2025-10-01',
  ...overrides,
});

it('finds no problem in the catalogue the shop ships, and counts it', () => {
  const health = checkCatalog(shipped);
  expect(health.problems).toEqual([]);
  expect(health.products).toEqual({ valid: shipped.products.length, total: shipped.products.length });
  expect(health.products.valid).toBeGreaterThan(0);
  expect(health.categories.valid).toBe(shipped.categories.length);
});

it('names each broken entry and why, with the catalogue schemas and across entries', () => {
  const health = checkCatalog({
    categories: [sepatu, { slug: 'Bukan Slug', name: 'X' }, sepatu],
    products: [
      product({}),
      product({ slug: 'mahal', price: -5 }),
      product({ slug: 'diskon', price: 100, salePrice: 200 }),
      product({ id: 'p4' }),
      product({ slug: 'tas-hilang', category: 'tas' }),
      'bukan produk',
    ],
  });
  expect(health.products).toEqual({ valid: 2, total: 6 });
  expect(health.categories).toEqual({ valid: 1, total: 3 });
  expect(health.problems.map((problem) => problem.where)).toEqual([
    'kategori #1 (Bukan Slug)',
    'kategori #2 (sepatu)',
    'produk #1 (mahal)',
    'produk #2 (diskon)',
    'produk #3 (sneakers)',
    'produk #4 (tas-hilang)',
    'produk #5',
  ]);
  expect(health.problems[0]!.message).toMatch(/^slug: /);
  expect(health.problems[1]!.message).toBe('slug ganda');
  expect(health.problems[2]!.message).toMatch(/^price: /);
  expect(health.problems[3]!.message).toMatch(/salePrice harus lebih kecil dari price/);
  expect(health.problems[5]!.message).toBe('kategori "tas" tidak ada');
});

it('says when the file is not a catalogue at all', () => {
  expect(checkCatalog([1, 2]).problems).toEqual([{ where: 'berkas', message: 'harus objek dengan daftar "categories" dan "products"' }]);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CatalogFormatError, parseCatalog } from '../../../src/features/catalog/catalogSchema';
import type { Catalog } from '../../../src/features/catalog/catalogTypes';
import { buildLargeCatalog } from '../../../scripts/catalog/buildCatalog';

const fileUrl = 'http://localhost/catalog/catalog.json';

const good = {
  categories: [{ slug: 'sepatu', name: 'Sepatu', description: 'Sepatu.' }],
  products: [
    {
      id: 'lk-001',
      slug: 'sneakers-kanvas',
      name: 'Sneakers Kanvas',
      category: 'sepatu',
      description: 'Kanvas tebal.',
      price: 250000,
      salePrice: 199000,
      tags: ['hadiah'],
      colorOptions: [
        { color: 'Putih', hex: '#f6f4ef', image: '/images/products/sneakers-kanvas-putih.svg' },
        { color: 'Hitam', hex: '#232323', image: '../images/products/sneakers-kanvas-hitam.svg' },
      ],
      sizes: [
        { size: '40', stock: 0 },
        { size: '41', stock: 5 },
      ],
      createdAt: '2025-11-01',
    },
  ],
};

const withProduct = (changes: Record<string, unknown>) => ({ ...good, products: [{ ...good.products[0], ...changes }] });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('parseCatalog', () => {
  it('accepts a good catalogue, resolves image paths and gives each product its first color’s image', async () => {
    const catalog = await parseCatalog(good, fileUrl);
    expect(catalog.categories).toEqual(good.categories);
    const [product] = catalog.products;
    expect(product).toMatchObject({ slug: 'sneakers-kanvas', price: 250000, salePrice: 199000, image: '/images/products/sneakers-kanvas-putih.svg' });
    expect(product!.colorOptions[1]!.image).toBe('/images/products/sneakers-kanvas-hitam.svg');
    expect(warn).not.toHaveBeenCalled();
  });

  it('hands over a catalogue frozen all the way down, as the store keeps it', async () => {
    const catalog = await parseCatalog(good, fileUrl);
    const [product] = catalog.products;
    for (const part of [catalog, catalog.categories, catalog.categories[0], catalog.products, product, product!.colorOptions, product!.colorOptions[0], product!.sizes, product!.sizes[0], product!.tags]) {
      expect(Object.isFrozen(part)).toBe(true);
    }
  });

  it('keeps images from another host absolute', async () => {
    const catalog = await parseCatalog(good, 'https://cdn.example.com/toko/catalog.json');
    expect(catalog.products[0]!.colorOptions[1]!.image).toBe('https://cdn.example.com/images/products/sneakers-kanvas-hitam.svg');
  });

  it('fills optional fields with defaults', async () => {
    const { description: _d, tags: _t, sizes: _s, salePrice: _p, ...bare } = good.products[0]!;
    const [product] = (await parseCatalog({ ...good, products: [bare] }, fileUrl)).products;
    expect(product).toMatchObject({ description: '', tags: [], sizes: [] });
    expect(product!.salePrice).toBeUndefined();
  });

  it.each([
    ['a missing name', { name: undefined }],
    ['a missing price', { price: undefined }],
    ['no colors', { colorOptions: [] }],
    ['a price as text', { price: '250000' }],
    ['a fractional price', { price: 2500.5 }],
    ['a negative stock', { sizes: [{ size: '40', stock: -1 }] }],
    ['a sale price not below the price', { salePrice: 250000 }],
    ['a slug with spaces', { slug: 'Sneakers Kanvas' }],
    ['an invalid date', { createdAt: 'kemarin' }],
    ['an unknown category', { category: 'topi' }],
    ['a color without an image', { colorOptions: [{ color: 'Putih' }] }],
  ])('skips a product with %s and warns', async (_, changes) => {
    const catalog = await parseCatalog(withProduct(changes), fileUrl);
    expect(catalog.products).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/produk #0 .*dilewati/);
  });

  it('keeps the good products next to a broken one', async () => {
    const catalog = await parseCatalog({ ...good, products: [null, 42, { slug: 'rusak' }, ...good.products] }, fileUrl);
    expect(catalog.products.map((product) => product.slug)).toEqual(['sneakers-kanvas']);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('skips a second product with the same slug', async () => {
    const catalog = await parseCatalog({ ...good, products: [good.products[0], { ...good.products[0], id: 'lk-002' }] }, fileUrl);
    expect(catalog.products).toHaveLength(1);
    expect(warn.mock.calls[0]![0]).toMatch(/slug ganda/);
  });

  it('checks a big catalogue in many short tasks, and keeps its order', async () => {
    const file = buildLargeCatalog(1000);
    let tasksMeanwhile = 0;
    const tick = () => {
      tasksMeanwhile += 1;
      if (!done) setTimeout(tick, 0);
    };
    let done = false;
    setTimeout(tick, 0);
    const catalog = await parseCatalog(file, fileUrl);
    done = true;
    expect(catalog.products.map((product) => product.slug)).toEqual(file.products.map((product) => product.slug));
    // Each yield lets one of the ticks run: the work did not hold the thread in one piece.
    expect(tasksMeanwhile).toBeGreaterThan(1);
  });

  it.each([null, 'teks', [], { products: [] }, { categories: {}, products: [] }])('rejects a file of the wrong shape: %p', async (data) => {
    await expect(parseCatalog(data, fileUrl)).rejects.toThrow(CatalogFormatError);
  });
});

describe('the shipped catalogue', () => {
  const root = path.resolve(__dirname, '../../..');
  const data: unknown = JSON.parse(readFileSync(path.join(root, 'public/catalog/catalog.json'), 'utf8'));
  let catalog: Catalog;
  let warnings: unknown[][];
  beforeAll(async () => {
    // Its own spy: the one beforeEach sets up starts after beforeAll.
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    catalog = await parseCatalog(data, fileUrl);
    warnings = [...spy.mock.calls];
    spy.mockRestore();
  });

  it('is valid in full and as large and varied as the shop promises', () => {
    expect(warnings).toEqual([]);
    expect(catalog.products.length).toBeGreaterThanOrEqual(60);
    expect(catalog.categories.map((category) => category.slug)).toEqual(expect.arrayContaining(['sepatu', 'sandal', 'tas', 'atasan', 'bawahan', 'aksesoris']));
    expect(catalog.products.filter((product) => product.salePrice !== undefined).length).toBeGreaterThanOrEqual(10);
    expect(catalog.products.filter((product) => product.tags.includes('hadiah')).length).toBeGreaterThanOrEqual(10);
    expect(catalog.products.some((product) => product.sizes.some((size) => size.stock === 0))).toBe(true);
    for (const product of catalog.products) {
      expect(product.colorOptions.length).toBeGreaterThanOrEqual(2);
      expect(product.colorOptions.length).toBeLessThanOrEqual(5);
      expect(Number.isInteger(product.price)).toBe(true);
    }
  });

  it('has one small SVG per color, with an intrinsic size, on disk', () => {
    for (const option of catalog.products.flatMap((product) => product.colorOptions)) {
      const svg = readFileSync(path.join(root, 'public', option.image), 'utf8');
      expect(svg).toMatch(/^<svg[^>]* width="\d+" height="\d+"/);
      expect(svg).toContain(option.hex);
      expect(svg.length).toBeLessThan(3000);
    }
  });
});

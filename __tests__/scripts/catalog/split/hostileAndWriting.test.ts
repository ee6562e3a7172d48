import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildShopCatalog } from '../../../../scripts/catalog/sheet/buildShopCatalog';
import { catalogFromFile } from '../../../../scripts/catalog/split/fromCatalogFile';
import { splitCatalog } from '../../../../scripts/catalog/split/splitCatalog';
import { keepPreviousVersion, namedFolders, removeUnnamedFolders, writeSplit } from '../../../../scripts/catalog/split/writeSplit';
import { decodePositions } from '../../../../src/features/catalog/split/filterIndex';
import { searchEntries } from '../../../../src/features/catalog/split/searchColumns';
import { idBucket, MANIFEST_FILE, splitFilePath, splitPaths } from '../../../../src/features/catalog/split/splitPaths';
import type { IdBucketFile, ListingFilterIndex, ListingPage, ProductFileData, SearchFile, SplitManifest } from '../../../../src/features/catalog/split/splitTypes';
import { readSplit } from './split-test-utils';

const hostileName = '</script><img src=x onerror=alert(1)> 👟 "Kilat" \u202eRTL\u2028akhir';
const product = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `p${n}`,
  slug: `produk-${n}`,
  name: `Produk ${n}`,
  category: 'sepatu',
  description: '',
  price: 100_000 + n * 1000,
  tags: [],
  colorOptions: [{ color: 'Hitam', image: `img/p${n}.svg` }],
  sizes: [{ size: '40', stock: 1 }],
  createdAt: `2026-01-${String(10 + n).padStart(2, '0')}`,
  ...extra,
});
const hostileCatalog = () =>
  catalogFromFile({
    categories: [{ slug: 'sepatu', name: 'Sepatu <b>', description: '' }],
    products: [
      product(1, { id: '__proto__', name: hostileName, description: 'baris satu\nbaris "dua" \\ ${x}', colorOptions: [{ color: '__proto__', image: 'img/a.svg' }, { color: 'constructor', image: 'img/b.svg' }], tags: ['hadiah', 'toString'] }),
      product(2, { id: '../../etc/passwd' }),
      product(3, { id: 'a/b?c#d', colorOptions: [{ color: '__proto__', image: 'img/c.svg' }] }),
    ],
  });

describe('hostile text in the catalogue', () => {
  it('survives the split as it was written, and never reaches a file name', () => {
    const split = readSplit(hostileCatalog());
    expect(split.read<ProductFileData>(splitPaths.product('produk-1')).product).toMatchObject({ id: '__proto__', name: hostileName, tags: ['hadiah', 'toString'] });
    expect(split.read<ListingPage>(splitPaths.listingPage('hadiah', 'terbaru', 1)).products[0]!.name).toBe(hostileName);
    expect(searchEntries(split.read<SearchFile>(splitPaths.search))[0]).toMatchObject({ id: '__proto__', name: hostileName, colors: ['__proto__', 'constructor'] });
    for (const id of ['__proto__', '../../etc/passwd', 'a/b?c#d']) {
      expect(split.read<IdBucketFile>(splitPaths.idBucket(idBucket(id, split.manifest.idBuckets)))).toContainEqual([id, expect.stringMatching(/^produk-\d$/)]);
    }
    // Newest first: produk-3 is position 0, produk-1 position 2; both come in '__proto__'.
    const colors = new Map(split.read<ListingFilterIndex>(splitPaths.listingFilter('kategori/sepatu')).colors.map(([color, gaps]) => [color, decodePositions(gaps)]));
    expect(colors.get('__proto__')).toEqual([0, 2]);
    expect(colors.get('constructor')).toEqual([2]);
    expect(Object.getPrototypeOf(split.manifest.listings)).toBe(Object.prototype);
    for (const file of split.files.keys()) expect(file).toMatch(/^(manifest\.json|v\/[0-9a-f]{10}\/[a-z0-9\-/]+\.json)$/);
  });

  it('gives a card what ProductCard shows: price, picture, number of colors, sold out or not', () => {
    const catalog = hostileCatalog();
    const soldOut = { ...catalog.products[1]!, sizes: [{ size: '40', stock: 0 }, { size: '41', stock: 0 }], salePrice: 90_000 };
    const oneSize = { ...catalog.products[2]!, sizes: [] };
    const split = readSplit({ ...catalog, products: [catalog.products[0]!, soldOut, oneSize] });
    const cards = split.read<ListingPage>(splitPaths.listingPage('kategori/sepatu', 'terbaru', 1)).products;
    expect(cards).toEqual([
      { id: 'a/b?c#d', slug: 'produk-3', name: 'Produk 3', price: 103_000, image: 'img/c.svg', colorCount: 1, soldOut: false },
      { id: '../../etc/passwd', slug: 'produk-2', name: 'Produk 2', price: 102_000, salePrice: 90_000, image: 'img/p2.svg', colorCount: 1, soldOut: true },
      { id: '__proto__', slug: 'produk-1', name: hostileName, price: 101_000, image: 'img/a.svg', colorCount: 2, soldOut: false },
    ]);
  });

  it('refuses a catalogue it cannot split whole, naming every problem', () => {
    const raw = { categories: [{ slug: 'sepatu', name: 'Sepatu', description: '' }], products: [product(1), product(1), product(2, { category: 'topi' }), product(3, { price: -5 })] };
    expect(() => catalogFromFile(raw)).toThrow(/slug 'produk-1' ganda.*kategori 'topi' tidak ada.*produk #3: price/);
    expect(() => catalogFromFile('<html>')).toThrow(/Format katalog salah/);
  });

  it('names its version by the content: the same catalogue gives the same files, a changed price a new folder', () => {
    const first = splitCatalog(hostileCatalog());
    expect(splitCatalog(hostileCatalog()).files).toEqual(first.files);
    const changed = hostileCatalog();
    changed.products[1] = { ...changed.products[1]!, price: 1 };
    expect(splitCatalog(changed).version).not.toBe(first.version);
  });
});

describe('writing the split', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecahan-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes every file, keeps the folders of the manifest before for pages that read it, and can drop the others', async () => {
    const old = splitCatalog(hostileCatalog());
    const written = await writeSplit(dir, old);
    expect(written.files).toBe(old.files.size);
    for (const [file, text] of old.files) expect(fs.readFileSync(path.join(dir, file), 'utf8')).toBe(text);

    const changed = hostileCatalog();
    changed.products.pop();
    const next = splitCatalog(changed);
    const staging = path.join(dir, 'baru');
    await writeSplit(staging, next);
    const namedNext = await namedFolders(staging);
    // Folders of the groups that have files (an empty listing's hash names no folder).
    const foldersOf = (split: typeof old) => [...new Set([...split.files.keys()].filter((file) => file !== MANIFEST_FILE).map((file) => file.split('/')[1]!))].sort();
    const nextFolders = foldersOf(next);
    const oldFolders = foldersOf(old);
    expect(fs.readdirSync(path.join(staging, 'v')).sort()).toEqual(nextFolders);
    expect(nextFolders.every((name) => namedNext.includes(name))).toBe(true);
    await keepPreviousVersion(dir, staging);
    // One product fewer: its bucket, the listings and the files that show it are new; the other buckets are the same folders.
    expect(oldFolders.filter((name) => nextFolders.includes(name)).length).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(staging, 'v')).sort()).toEqual([...new Set([...oldFolders, ...nextFolders])].sort());
    for (const [file, text] of old.files) expect(fs.readFileSync(path.join(staging, file), 'utf8')).toBe(file === MANIFEST_FILE ? next.files.get(MANIFEST_FILE) : text);
    expect(JSON.parse(fs.readFileSync(path.join(staging, MANIFEST_FILE), 'utf8')).version).toBe(next.version);
    await removeUnnamedFolders(staging);
    expect(fs.readdirSync(path.join(staging, 'v')).sort()).toEqual(nextFolders);
  });

  it('is part of catalog:build: the split changes with catalog.json, or not at all when the sheet has a problem', async () => {
    const shop = path.join(dir, 'toko');
    const out = path.join(dir, 'katalog');
    fs.mkdirSync(path.join(shop, 'foto'), { recursive: true });
    fs.writeFileSync(path.join(shop, 'kategori.csv'), 'slug;nama\nsepatu;Sepatu\n');
    fs.writeFileSync(path.join(shop, 'foto', 'a.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>');
    const sheet = (price: string) => fs.writeFileSync(path.join(shop, 'produk.csv'), `kode;nama;kategori;harga;warna;foto\nA1;Sneakers;sepatu;${price};Putih;a.svg\n`);
    const build = () => buildShopCatalog({ products: path.join(shop, 'produk.csv'), categories: path.join(shop, 'kategori.csv'), photos: path.join(shop, 'foto') }, out, { today: '2026-01-01' });
    const manifest = () => fs.readFileSync(path.join(out, MANIFEST_FILE), 'utf8');

    sheet('249000');
    const first = await build();
    const firstManifest = JSON.parse(manifest()) as SplitManifest;
    const productFile = (of: SplitManifest) => JSON.parse(fs.readFileSync(path.join(out, splitFilePath(of, splitPaths.product('sneakers'))), 'utf8')) as ProductFileData;
    expect(productFile(firstManifest).product).toMatchObject({ id: 'A1', price: 249000, colorOptions: [{ image: expect.stringMatching(/^img\/a\.[0-9a-f]{10}\.svg$/) }] });

    sheet('199000');
    const second = await build();
    expect(second.split.version).not.toBe(first.split.version);
    expect(productFile(JSON.parse(manifest()) as SplitManifest).product.price).toBe(199000);
    expect(productFile(firstManifest).product.price).toBe(249000);

    const before = manifest();
    sheet('-1');
    await expect(build()).rejects.toThrow();
    expect(manifest()).toBe(before);
  });
});

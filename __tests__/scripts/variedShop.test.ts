import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { categoriesFromSheet } from '../../scripts/catalog/sheet/categoryRows';
import { productsFromSheet } from '../../scripts/catalog/sheet/productRows';
import { readSheet } from '../../scripts/catalog/sheet/readSheet';
import { writeVariedShop } from '../../scripts/catalog/writeVariedShop';
import { readOngkir } from '../../scripts/shop/ongkir/readOngkir';

it('writes a made-up shop of thousands of varied products that the sheet rules accept', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-acak-'));
  try {
    expect((await writeVariedShop(dir, 3000)).rows).toBe(3000);
    const read = (file: string) => readSheet(file, fs.readFileSync(path.join(dir, file), 'utf8')).sheet!;
    const { categories } = categoriesFromSheet(read('kategori.csv'));
    const { products, problems } = productsFromSheet(read('produk.csv'), categories, '2026-01-01');
    expect(problems).toEqual([]);
    expect(products).toHaveLength(3000);
    // Varied, not the demo's rows repeated: they would compress unrealistically well.
    expect(new Set(products.map((p) => p.description)).size).toBeGreaterThan(2500);
    expect(new Set(products.map((p) => p.price)).size).toBeGreaterThan(500);
    expect(products.filter((p) => p.salePrice !== undefined).length).toBeGreaterThan(400);
    for (const photo of new Set(products.flatMap((p) => p.colors.map((c) => c.photo)))) expect(fs.existsSync(path.join(dir, 'foto', photo))).toBe(true);
    // Weights on most, the shop's default on the rest; rates to every province (issue 51).
    expect(products.filter((p) => p.weight !== undefined).length).toBe(2250);
    const { rates, problems: rateProblems } = await readOngkir(dir);
    expect(rateProblems).toEqual([]);
    expect(new Set(rates!.rows.map(({ area }) => area)).size).toBe(38);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('with photos, names a JPEG photograph for every picture instead of a drawing', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-foto-acak-'));
  try {
    const { photos } = await writeVariedShop(dir, 12, { photos: true, photoSize: 48 });
    const files = fs.readdirSync(path.join(dir, 'foto'));
    expect(files).toHaveLength(photos);
    for (const file of files) {
      expect(file).toMatch(/\.jpg$/);
      // A JPEG's first bytes, not an SVG's text.
      expect([...fs.readFileSync(path.join(dir, 'foto', file)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    expect(fs.readFileSync(path.join(dir, 'produk.csv'), 'utf8')).not.toContain('.svg');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

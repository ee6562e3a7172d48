/**
 * One-off (run once, output committed): the demo shop that scripts/catalog/products.ts described
 * in TypeScript, written as the folder a shop owner keeps: toko-contoh/produk.csv, kategori.csv
 * and foto/ (the drawings). toko.csv was written by hand. From now on the folder is the demo's
 * source: edit it as an owner would, and build it with `npm run catalog:build` (or `npm run toko`).
 *
 *   npx tsx scripts/shop/convertDemoShop.ts
 *
 * products.ts stays for the made-up shops and benchmark catalogues built from its seeds.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildCatalog } from '../catalog/buildCatalog';
import { categories } from '../catalog/products';
import { productSvg } from '../catalog/svg';
import { DEMO_SHOP } from './demoShop';

const root = path.resolve(__dirname, '../..');
const out = path.join(root, DEMO_SHOP);
/** One CSV cell, quoted the way spreadsheets write them; `;` between cells, as Excel in Indonesia. */
const cell = (value: string | number | undefined) => `"${String(value ?? '').replace(/"/g, '""')}"`;
const line = (cells: (string | number | undefined)[]) => cells.map(cell).join(';');
const sheet = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

const { catalog, images } = buildCatalog();
const fileOf = (image: string) => path.basename(image);

rmSync(path.join(out, 'foto'), { recursive: true, force: true });
mkdirSync(path.join(out, 'foto'), { recursive: true });
writeFileSync(path.join(out, 'kategori.csv'), sheet([line(['slug', 'nama', 'deskripsi']), ...categories.map((c) => line([c.slug, c.name, c.description]))]));
const header = ['kode', 'nama', 'kategori', 'harga', 'harga diskon', 'deskripsi', 'label', 'warna', 'foto', 'stok', 'tanggal'];
const rows = catalog.products.map((p) =>
  line([
    p.id,
    p.name,
    p.category,
    p.price,
    p.salePrice,
    p.description,
    p.tags.join(', '),
    p.colorOptions.map((option) => option.color).join(', '),
    p.colorOptions.map((option) => fileOf(option.image)).join(', '),
    p.sizes.map(({ size, stock }) => `${size}=${stock}`).join(', '),
    p.createdAt,
  ]),
);
writeFileSync(path.join(out, 'produk.csv'), sheet([line(header), ...rows]));
for (const image of images) writeFileSync(path.join(out, 'foto', fileOf(image.path)), productSvg(image.shape, image.hex, image.variant));
console.log(`${catalog.products.length} produk, ${images.length} gambar: ${path.relative(root, out)}/`);

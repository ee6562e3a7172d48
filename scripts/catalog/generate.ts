/**
 * `npm run catalog:generate -- --count N --out <folder>`: a made-up shop of N products with
 * varied text, prices and stock, as sheets and drawings for `npm run catalog:build -- --dir <folder>`;
 * with `--photos` too, its pictures are SYNTHETIC photo-like JPEGs instead of drawings.
 *
 * The demo shop is no longer generated here: it is the folder toko-contoh/ (its sheets, drawings
 * and toko.csv), built by `npm run catalog:build` like any shop (scripts/shop/convertDemoShop.ts
 * wrote it once from products.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeVariedShop } from './writeVariedShop';

const { values } = parseArgs({ options: { count: { type: 'string' }, out: { type: 'string' }, photos: { type: 'boolean', default: false } } });

async function writeMadeUpShop(count: number): Promise<void> {
  const out = path.resolve(values.out ?? `toko-${count}`);
  const { rows, photos } = await writeVariedShop(out, count, { photos: values.photos });
  console.log(`${rows} produk, ${photos} ${values.photos ? 'foto' : 'gambar'}: ${out}`);
}

if (values.count) void writeMadeUpShop(Number(values.count));
else {
  console.error('Pakai: npm run catalog:generate -- --count <jumlah produk> [--out <folder>] [--photos]\nToko contoh ada di toko-contoh/ dan dibangun dengan: npm run catalog:build');
  process.exit(1);
}

import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_SHOP } from '../shop/demoShop';
import { FACTS_SHEET } from '../shop/factKeys';
import { ONGKIR_SHEET } from '../shop/ongkir/ongkirColumns';
import { provinceOngkirCsv } from '../shop/ongkir/sampleRates';
import { syntheticPhoto } from './fixtures/syntheticPhoto';
import { palette } from './palette';
import { categories } from './products';
import { channelsOf, productSvg } from './svg';
import { pictureName, variedRows } from './variedShop';

/** Grams by category, as the demo's; every fourth product left empty, weighed by toko.csv's berat_default. */
const gramsOf: Record<string, number> = { sepatu: 900, sandal: 400, tas: 600, atasan: 250, bawahan: 450, aksesoris: 150 };
const weightOf = (kategori: string, at: number) => (at % 4 === 3 ? '' : gramsOf[kategori] ?? '');

/** One CSV cell, quoted the way spreadsheets write them. */
const cell = (value: string | number | undefined) => `"${String(value ?? '').replace(/"/g, '""')}"`;
const line = (cells: (string | number | undefined)[]) => cells.map(cell).join(';');

export interface VariedShopOptions {
  /**
   * Photographs instead of drawings: each shared picture a SYNTHETIC photo-like JPEG
   * (fixtures/syntheticPhoto.ts) of `photoSize` px square, so a catalogue of thousands can be
   * measured the way a real shop's is, with sharp's sizes and formats and no SVG documents.
   */
  photos?: boolean;
  photoSize?: number;
}

/**
 * Writes a made-up shop of `count` products as an owner would hand it to `npm run catalog:build`:
 * <out>/produk.csv, <out>/kategori.csv and <out>/foto/ (SVG drawings or JPEG photos, each
 * shared between products), with the demo shop's facts (toko.csv) for a name and a number, and
 * an ongkir.csv of province rows (scripts/shop/ongkir/sampleRates.ts) so its checkout has rates.
 */
export async function writeVariedShop(out: string, count: number, { photos = false, photoSize = 1080 }: VariedShopOptions = {}): Promise<{ rows: number; photos: number }> {
  const rows = variedRows(count);
  const extension = photos ? 'jpg' : 'svg';
  const names = rows.map((row) => row.foto.map((picture) => pictureName(picture, extension)));
  mkdirSync(path.join(out, 'foto'), { recursive: true });
  copyFileSync(path.resolve(__dirname, '../..', DEMO_SHOP, FACTS_SHEET), path.join(out, FACTS_SHEET));
  // The demo's toko.csv names its QRIS picture, a file of its folder: without it the sheet is refused.
  copyFileSync(path.resolve(__dirname, '../..', DEMO_SHOP, 'qris-contoh.svg'), path.join(out, 'qris-contoh.svg'));
  writeFileSync(path.join(out, ONGKIR_SHEET), provinceOngkirCsv());
  writeFileSync(path.join(out, 'kategori.csv'), [line(['slug', 'nama', 'deskripsi']), ...categories.map((c) => line([c.slug, c.name, c.description]))].join('\r\n'));
  const header = ['kode', 'nama', 'kategori', 'harga', 'harga diskon', 'deskripsi', 'label', 'warna', 'foto', 'stok', 'tanggal', 'berat'];
  const body = rows.map((r, at) => line([r.kode, r.nama, r.kategori, r.harga, r.harga_diskon, r.deskripsi, r.label, r.warna.join(', '), names[at]!.join(', '), r.stok, r.tanggal, weightOf(r.kategori, at)]));
  writeFileSync(path.join(out, 'produk.csv'), `\uFEFF${[line(header), ...body].join('\r\n')}\r\n`);
  // Each picture once, by its name.
  const pictures = new Map(rows.flatMap((row, at) => row.foto.map((picture, i) => [names[at]![i]!, picture] as const)));
  for (const [index, [name, { shape, color, variant }]] of [...pictures].entries()) {
    const file = path.join(out, 'foto', name);
    if (photos) writeFileSync(file, await syntheticPhoto(index + 1, photoSize, photoSize, channelsOf(palette[color])));
    else writeFileSync(file, productSvg(shape, palette[color], variant));
  }
  return { rows: rows.length, photos: pictures.size };
}

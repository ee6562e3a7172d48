import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { palette } from './palette';
import { categories } from './products';
import { productSvg } from './svg';
import { variedRows } from './variedShop';

/** One CSV cell, quoted the way spreadsheets write them. */
const cell = (value: string | number | undefined) => `"${String(value ?? '').replace(/"/g, '""')}"`;
const line = (cells: (string | number | undefined)[]) => cells.map(cell).join(';');

/**
 * Writes a made-up shop of `count` products as an owner would hand it to `npm run catalog:build`:
 * <out>/produk.csv, <out>/kategori.csv and <out>/foto/ (SVG drawings, shared between products).
 */
export function writeVariedShop(out: string, count: number): { rows: number; photos: number } {
  const rows = variedRows(count);
  mkdirSync(path.join(out, 'foto'), { recursive: true });
  writeFileSync(path.join(out, 'kategori.csv'), [line(['slug', 'nama', 'deskripsi']), ...categories.map((c) => line([c.slug, c.name, c.description]))].join('\r\n'));
  const header = ['kode', 'nama', 'kategori', 'harga', 'harga diskon', 'deskripsi', 'label', 'warna', 'foto', 'stok', 'tanggal'];
  const body = rows.map((r) => line([r.kode, r.nama, r.kategori, r.harga, r.harga_diskon, r.deskripsi, r.label, r.warna.join(', '), r.foto.join(', '), r.stok, r.tanggal]));
  writeFileSync(path.join(out, 'produk.csv'), `\uFEFF${[line(header), ...body].join('\r\n')}\r\n`);
  const photos = new Set(rows.flatMap((row) => row.foto));
  for (const photo of photos) {
    const [shape, ...rest] = photo.replace(/\.svg$/, '').split('-');
    const variant = Number(rest.pop());
    const color = Object.keys(palette).find((name) => name.toLowerCase().replace(/[^a-z]+/g, '-') === rest.join('-')) as keyof typeof palette;
    writeFileSync(path.join(out, 'foto', photo), productSvg(shape!, palette[color], variant));
  }
  return { rows: rows.length, photos: photos.size };
}

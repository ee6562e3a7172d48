/**
 * Readers for the cells a shop owner types. Each returns a value or an Indonesian message
 * saying what is wrong and what is expected.
 */
import type { SizeStock } from '../../../src/features/catalog/catalogTypes';

export type Read<T> = { value: T } | { error: string };

/**
 * `150000`, `150.000`, `Rp 150.000`, `Rp150.000` and `IDR 150.000` are all 150,000 rupiah, and
 * so are `Rp 150.000,00` and `Rp 150.000,-`: Excel's Indonesian currency format writes the cents,
 * and the dash is how a price tag says "no cents". Cents that are not zero are refused.
 */
export function readRupiah(cell: string): Read<number> {
  const text = cell
    .replace(/^(rp|idr)\.?\s*/i, '')
    .replace(/\s/g, '')
    .replace(/,(0{1,2}|-)$/, '');
  if (text.startsWith('-')) return { error: `'${cell}' negatif: harga tidak boleh kurang dari 0` };
  if (!/^(\d{1,3}(\.\d{3})+|\d+)$/.test(text)) return { error: `'${cell}' bukan harga rupiah (contoh: 150000 atau Rp 150.000, tanpa sen)` };
  return { value: Number(text.replace(/\./g, '')) };
}

/** A whole number of items in stock, 0 or more. */
export function readStock(cell: string): Read<number> {
  if (/^-\d+$/.test(cell)) return { error: `stok ${cell} negatif: isi 0 untuk habis` };
  if (!/^\d+$/.test(cell)) return { error: `stok '${cell}' harus bilangan bulat (0 untuk habis)` };
  return { value: Number(cell) };
}

/** A comma-separated list: `Putih, Hitam`. Empty items (a trailing comma) are ignored. */
export const readList = (cell: string): string[] =>
  cell.split(',').map((item) => item.trim()).filter(Boolean);

/** What a product made in one size is called, as the demo catalogue names it. */
export const ONE_SIZE = 'Satu Ukuran';

/**
 * Stock by size, `38=4, 39=0, 40=2` (`38:4` works too), or one number for a product made in
 * one size. Empty: no size to choose and no stock kept.
 */
export function readSizes(cell: string): Read<SizeStock[]> {
  if (cell === '') return { value: [] };
  if (/^-?\d+$/.test(cell)) {
    const stock = readStock(cell);
    return 'error' in stock ? stock : { value: [{ size: ONE_SIZE, stock: stock.value }] };
  }
  const sizes: SizeStock[] = [];
  for (const item of readList(cell)) {
    const match = /^(.+?)\s*[=:]\s*(-?\d+)$/.exec(item);
    if (!match) return { error: `'${item}' harus ditulis ukuran=stok, misalnya 39=4` };
    const stock = readStock(match[2]!);
    if ('error' in stock) return { error: `ukuran ${match[1]}: ${stock.error}` };
    if (sizes.some((size) => size.size === match[1])) return { error: `ukuran ${match[1]} ditulis dua kali` };
    sizes.push({ size: match[1]!, stock: stock.value });
  }
  return { value: sizes };
}

/** `2025-11-20` as it is, or the Indonesian `20/11/2025` (`20-11-2025`); an impossible date is refused. */
export function readDate(cell: string): Read<string> {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell);
  const local = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(cell);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : [];
  if (!year) return { error: `tanggal '${cell}' tidak dikenali (contoh: 2025-11-20 atau 20/11/2025)` };
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return { error: `tanggal '${cell}' tidak ada di kalender` };
  return { value: date.toISOString().slice(0, 10) };
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Heavier than this is a typo (an extra zero), not a parcel sent by a shop like this. */
const GRAMS_MAX = 100_000;

/**
 * A weight in whole grams, more than 0: `350`, `350 g`, `1.200 gram`. Kilograms are refused with
 * the grams to write (`0,35 kg`: tulis 350), so no one has to guess which unit a bare `1` was.
 */
export function readGrams(cell: string): Read<number> {
  const kg = /^(\d+(?:[.,]\d+)?)\s*(kg|kilo(gram)?)$/i.exec(cell.trim());
  if (kg) return { error: `'${cell}': tulis beratnya dalam gram, angka saja: ${Math.round(Number(kg[1]!.replace(',', '.')) * 1000)}` };
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)\s*(g|gr|gram)?$/i.exec(cell.trim());
  if (!match) return { error: `'${cell}' bukan berat dalam gram (contoh: 350 untuk 350 gram)` };
  const grams = Number(match[1]!.replace(/\./g, ''));
  if (grams <= 0) return { error: `berat harus lebih dari 0 gram (contoh: 350)` };
  if (grams > GRAMS_MAX) return { error: `${grams} gram terlalu berat (paling banyak ${GRAMS_MAX}): ada angka 0 kelebihan?` };
  return { value: grams };
}

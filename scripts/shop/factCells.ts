/**
 * Readers for toko.csv's values. Each returns a value or an Indonesian message saying what is
 * wrong and what to write instead (as scripts/catalog/sheet/cells.ts does for produk.csv).
 */
import { findRegency } from './ongkir/ongkirRegions';

export type Read<T> = { value: T } | { error: string };

/** One line of text of at most `max` letters: the header and the footer have room for one. */
export const readLine =
  (max: number) =>
  (cell: string): Read<string> => {
    if (/\n/.test(cell)) return { error: 'tulis dalam satu baris (tanpa Enter di dalam sel)' };
    if ([...cell].length > max) return { error: `terlalu panjang: ${[...cell].length} huruf, paling banyak ${max}` };
    return { value: cell };
  };

/**
 * A WhatsApp number in the international format wa.me wants (`6281234567890`: country code,
 * no `+`, no leading 0). Written as people write numbers in Indonesia it is read too:
 * `+62 812-3456-7890`, `62 812 3456 7890` and `0812-3456-7890` (0 means Indonesia, +62).
 */
export function readWhatsapp(cell: string): Read<string> {
  const example = "contoh: 0812-3456-7890 atau +62 812-3456-7890";
  const digits = cell.replace(/[\s\-.()\u00a0]/g, '');
  if (!/^\+?\d+$/.test(digits)) return { error: `'${cell}' bukan nomor telepon: hanya angka, spasi, tanda hubung dan + di depan (${example})` };
  const international = digits.startsWith('+') ? digits.slice(1) : digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
  if (international.startsWith('0')) return { error: `'${cell}': setelah + langsung kode negara, tanpa 0 (${example})` };
  if (/^620/.test(international)) return { error: `'${cell}': hapus angka 0 sesudah 62 (tulis +62 812…, bukan +62 0812…)` };
  // E.164 allows at most 15 digits; Indonesian mobile numbers are 62 + 9 to 12 digits.
  if (international.length < 10 || international.length > 15) return { error: `'${cell}' terlalu ${international.length < 10 ? 'pendek' : 'panjang'} untuk nomor WhatsApp (${example})` };
  return { value: international };
}

/**
 * The map point as Google Maps copies it (`-6.9175, 107.6096`: latitude, then longitude). An
 * Indonesian spreadsheet's decimal comma is read too when the two are apart by `;` or a space
 * (`-6,9175; 107,6096`).
 */
export function readCoordinates(cell: string): Read<{ lat: number; lng: number }> {
  const example = 'contoh: -6.9175, 107.6096 (di Google Maps: klik kanan titik toko, lalu klik angkanya untuk menyalin)';
  const number = String.raw`[-+]?\d{1,3}(?:[.,]\d+)?`;
  const match = new RegExp(String.raw`^(${number})\s*(?:;|\s)\s*(${number})$`).exec(cell) ?? new RegExp(String.raw`^([-+]?\d{1,3}(?:\.\d+)?)\s*,\s*([-+]?\d{1,3}(?:\.\d+)?)$`).exec(cell);
  if (!match) return { error: `'${cell}' bukan titik peta: tulis lintang, lalu bujur (${example})` };
  const [lat, lng] = [match[1]!, match[2]!].map((part) => Number(part.replace(',', '.'))) as [number, number];
  if (Math.abs(lat) > 90) {
    return { error: Math.abs(lng) <= 90 && Math.abs(lat) <= 180 ? `lintang ${lat} di luar -90 sampai 90: lintang dan bujur tertukar? tulis lintang dulu (${example})` : `lintang ${lat} di luar -90 sampai 90 (${example})` };
  }
  if (Math.abs(lng) > 180) return { error: `bujur ${lng} di luar -180 sampai 180 (${example})` };
  return { value: { lat, lng } };
}

/** A web address that opens in a browser: `https://…` (or `http://…`) with a real host name. */
export function readUrl(cell: string): Read<string> {
  let url: URL | undefined;
  try {
    url = new URL(cell);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol)) {
    const guess = /^[\w-]+(\.[\w-]+)+(\/|$)/.test(cell) ? `; mungkin maksudnya 'https://${cell}'?` : ' (contoh: https://www.instagram.com/namatoko)';
    return { error: `'${cell}' bukan alamat web yang diawali https://${guess}` };
  }
  if (!url.hostname.includes('.')) return { error: `'${cell}': nama situsnya tidak lengkap (contoh: https://www.instagram.com/namatoko)` };
  return { value: url.href === `${cell}/` ? cell : url.href };
}

/** Rupiah as the sheets write prices (`500000`, `Rp 500.000`): produk.csv's reader. */
export { readRupiah } from '../catalog/sheet/cells';

/** A weight in grams (`500`, `500 g`, `1.000 gram`), produk.csv's `berat` reader too. */
export { readGrams } from '../catalog/sheet/cells';

/** Service names as ongkir.csv's `layanan` column writes them, apart by commas: `JNE REG, J&T EZ`. */
export function readServices(cell: string): Read<string[]> {
  const services = cell.split(',').map((service) => service.trim().replace(/\s+/g, ' ')).filter(Boolean);
  if (!services.length) return { error: "tulis nama layanan seperti di kolom 'layanan' ongkir.csv, pisahkan dengan koma (contoh: JNE REG, Kurir toko)" };
  return { value: services };
}

/** The footer's payment logos by name, apart by commas: `BCA, Mandiri, Visa`. */
export function readLogoNames(cell: string): Read<string[]> {
  const written = cell.split(',').map((name) => name.trim().replace(/\s+/g, ' ')).filter(Boolean);
  // Each once ('BCA, bca' is one logo), in her order.
  const names = written.filter((name, at) => written.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === at);
  if (!names.length) return { error: 'tulis nama logo, pisahkan dengan koma (contoh: BCA, Mandiri, BNI, Visa, GoPay)' };
  return { value: names };
}

/** The shop's own kota/kabupaten, by name ('Kota Bandung') or code ('32.73'): where 'Ambil di toko' is offered. */
export function readShopRegency(cell: string): Read<{ regencyCode: string; name: string }> {
  const found = findRegency(cell);
  if ('error' in found) return { error: `${found.error} (contoh: Kota Bandung atau 32.73)` };
  return { value: { regencyCode: found.region.code, name: found.region.name } };
}

/**
 * The order number's prefix (`LK` in LK-7F3K-2Q9D): 1 to 5 letters or digits, written in
 * capitals whatever she typed, so it reads the same aloud and on the nota.
 */
export function readOrderPrefix(cell: string): Read<string> {
  const prefix = cell.trim();
  if (!/^[A-Za-z0-9]{1,5}$/.test(prefix)) return { error: `'${cell}': tulis 1 sampai 5 huruf atau angka, tanpa spasi atau tanda baca (contoh: LK)` };
  return { value: prefix.toUpperCase() };
}

/** toko.csv's `logo` (issue 63): the name of an image file in her folder, .png, .jpg or .svg (checked in full by logoFile.ts). */
export function readLogoFile(cell: string): Read<{ file: string }> {
  if (/[\\/]/.test(cell) || !/\.(png|jpe?g|svg)$/i.test(cell)) {
    return { error: `'${cell}': tulis nama berkas gambar logo di folder toko ini, .png, .jpg atau .svg (contoh: logo.png)` };
  }
  return { value: { file: cell } };
}

/** The custom page's models, apart by commas (`Gamis, Tunik, Hijab`): each a short name, at most 12. */
export function readModels(cell: string): Read<string[]> {
  const models = cell.split(',').map((model) => model.trim()).filter(Boolean);
  if (!models.length) return { error: 'tulis nama model, pisahkan dengan koma (contoh: Gamis, Tunik, Hijab)' };
  if (models.length > 12) return { error: `${models.length} model: paling banyak 12, supaya pilihannya muat di layar ponsel` };
  const long = models.find((model) => [...model].length > 30);
  if (long) return { error: `model '${long}' terlalu panjang: paling banyak 30 huruf per model` };
  const twice = models.find((model, index) => models.findIndex((other) => other.toLowerCase() === model.toLowerCase()) !== index);
  if (twice) return { error: `model '${twice}' ditulis dua kali` };
  return { value: models };
}

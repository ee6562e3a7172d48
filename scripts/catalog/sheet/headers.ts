import { distance } from 'fastest-levenshtein';
import type { Problem } from './problems';
import type { Sheet } from './readSheet';

/**
 * Headers the build does not know are problems, not silence: a sheet whose sale prices were under
 * `Diskon` (the column is `harga diskon`) built without complaint and dropped every sale price.
 * Each unknown header is named with the known one it most likely means; a required column that is
 * missing is named with the header that most likely meant it. A column of the owner's own notes
 * is allowed when its header starts with `#` (`#catatan`).
 */

/** Words an owner writes for a column, in English or other Indonesian, and the column they mean. */
const meant: Record<string, string> = {
  diskon: 'harga_diskon', harga_promo: 'harga_diskon', promo: 'harga_diskon', sale: 'harga_diskon', discount: 'harga_diskon', sale_price: 'harga_diskon', harga_coret: 'harga',
  price: 'harga', harga_jual: 'harga', harga_normal: 'harga',
  name: 'nama', produk: 'nama', judul: 'nama',
  category: 'kategori',
  color: 'warna', colour: 'warna', colors: 'warna', varian: 'warna',
  photo: 'foto', photos: 'foto', gambar: 'foto', image: 'foto', images: 'foto',
  stock: 'stok', ukuran: 'stok', size: 'stok', sizes: 'stok', jumlah: 'stok',
  description: 'deskripsi', keterangan: 'deskripsi',
  date: 'tanggal',
  id: 'kode', sku: 'kode',
  tag: 'label', tags: 'label',
  crop: 'potong', potongan: 'potong',
  alamat: 'slug', url: 'slug', link: 'slug',
  kode_warna: 'hex', warna_hex: 'hex',
};

/** A column's name as the owner writes it: `harga diskon`, not `harga_diskon`. */
export const shownColumn = (column: string) => column.replace(/_/g, ' ');

/** A column's letter as the spreadsheet shows it: 0 -> A, 26 -> AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** The known column a header most likely means, if any is close: a synonym, a word in common, or a typo or two. */
export function closestColumn(header: string, known: readonly string[]): string | undefined {
  const synonym = meant[header];
  if (synonym && known.includes(synonym)) return synonym;
  const words = header.split('_');
  const sharing = known.filter((column) => column.split('_').some((word) => words.includes(word)));
  const candidates = sharing.length ? sharing : known.filter((column) => distance(header, column) <= Math.max(1, Math.floor(column.length / 3)));
  return candidates.sort((a, b) => distance(header, a) - distance(header, b))[0];
}

/** Every problem with `sheet`'s header row, for a sheet whose columns are `known`, of which `required` must be there. */
export function headerProblems(sheet: Sheet, known: readonly string[], required: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const at = (index: number, message: string) => problems.push({ file: sheet.file, row: 1, column: columnLetter(index), message });
  const unknown = new Map<number, string | undefined>();
  const seen = new Map<string, number>();
  sheet.headers.forEach((header, index) => {
    const title = sheet.titles[index]!.trim();
    if (!header || header.startsWith('#')) return;
    if (seen.has(header)) at(index, `kolom '${title}' ada dua kali (juga kolom ${columnLetter(seen.get(header)!)}): hapus salah satu`);
    else seen.set(header, index);
    if (!known.includes(header)) unknown.set(index, closestColumn(header, known));
  });
  for (const column of required) {
    if (sheet.headers.includes(column)) continue;
    const meaning = [...unknown].find(([, guess]) => guess === column);
    if (meaning) {
      unknown.delete(meaning[0]);
      at(meaning[0], `kolom '${shownColumn(column)}' tidak ada; ada '${sheet.titles[meaning[0]]!.trim()}': ganti judulnya jadi '${shownColumn(column)}'`);
    } else problems.push({ file: sheet.file, row: 1, column, message: `kolom '${shownColumn(column)}' tidak ada di baris judul` });
  }
  for (const [index, guess] of unknown) {
    const title = sheet.titles[index]!.trim();
    at(
      index,
      guess
        ? `kolom '${title}' tidak dikenal; mungkin maksudnya '${shownColumn(guess)}'?`
        : `kolom '${title}' tidak dikenal (yang dikenal: ${known.map(shownColumn).join(', ')}); untuk catatan sendiri, awali judulnya dengan #`,
    );
  }
  return problems;
}

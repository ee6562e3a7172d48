import { categoriesFromSheet } from '../../scripts/catalog/sheet/categoryRows';
import { formatProblem } from '../../scripts/catalog/sheet/problems';
import { productsFromSheet } from '../../scripts/catalog/sheet/productRows';
import { readSheet, type Sheet } from '../../scripts/catalog/sheet/readSheet';
import { searchEntry, MAX_INDEXED_DESCRIPTION_WORDS } from '../../scripts/catalog/split/searchFile';
import type { Product } from '../../src/features/catalog/catalogTypes';

const HEADER = 'kode;nama;kategori;harga;harga diskon;deskripsi;label;warna;hex;foto;stok;tanggal';
const sheetOf = (text: string, file = 'produk.csv'): Sheet => readSheet(file, text).sheet!;
const categories = categoriesFromSheet(sheetOf('slug;nama;deskripsi\nsepatu;Sepatu;Sepatu harian', 'kategori.csv')).categories;
const messages = (rows: string[]) => productsFromSheet(sheetOf([HEADER, ...rows].join('\n')), categories, '2026-01-01').problems.map(formatProblem);

it('a cell over its length is named by row and column in Indonesian, once, and the row is not built', () => {
  const description = 'kata '.repeat(200_000);
  expect(messages([`A1;Sepatu;sepatu;150000;;${description};;Putih;;a.jpg;;`, `${'K'.repeat(81)};${'N'.repeat(121)};sepatu;150000;;;;Putih;;a.jpg;;`])).toEqual([
    "produk.csv, baris 2, kolom 'deskripsi': isinya 999.999 karakter, paling banyak 5.000: persingkat",
    "produk.csv, baris 3, kolom 'kode': isinya 81 karakter, paling banyak 80: persingkat",
    "produk.csv, baris 3, kolom 'nama': isinya 121 karakter, paling banyak 120: persingkat",
  ]);
  expect(messages([`A1;Sepatu;sepatu;150000;;${'x'.repeat(5_000)};;Putih;;a.jpg;;`])).toEqual([]);
});

it('search indexes a description’s first words, never the whole of it', () => {
  const words = Array.from({ length: 1000 }, (_, i) => `kata${i}`);
  const product = { id: 'a', slug: 'a', name: 'Sepatu', category: 'sepatu', colorOptions: [], tags: [], description: words.join(' '), price: 1, image: '', createdAt: '2026-01-01', sizes: [] } as unknown as Product;
  const indexed = searchEntry(product).words.split(' ');
  expect(indexed).toEqual(words.slice(0, MAX_INDEXED_DESCRIPTION_WORDS));
});

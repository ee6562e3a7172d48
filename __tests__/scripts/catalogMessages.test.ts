/**
 * @jest-environment node
 */
// What the shop owner reads when her sheet or her command is not what the build expects: each
// message says where (file, row, column) and what to do, in Indonesian.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { shopFolderFrom } from '../../scripts/shop/shopArgs';
import { buildShopCatalog } from '../../scripts/catalog/sheet/buildShopCatalog';
import { categoriesFromSheet } from '../../scripts/catalog/sheet/categoryRows';
import { columnLetter } from '../../scripts/catalog/sheet/headers';
import { CatalogBuildError, formatProblem } from '../../scripts/catalog/sheet/problems';
import { productsFromSheet } from '../../scripts/catalog/sheet/productRows';
import { readSheet, type Sheet } from '../../scripts/catalog/sheet/readSheet';

jest.setTimeout(60_000);

const sheetOf = (text: string, file: string): Sheet => readSheet(file, text).sheet!;
const categories = categoriesFromSheet(sheetOf('slug;nama\nsepatu;Sepatu\ntas-anyam;Tas Anyam', 'kategori.csv')).categories;
const productMessages = (header: string, rows: string[]) =>
  productsFromSheet(sheetOf([header, ...rows].join('\n'), 'produk.csv'), categories, '2026-01-01').problems.map(formatProblem);

describe('headers', () => {
  it("names a header it does not know, with the column it most likely means: 'Diskon' is 'harga diskon'", () => {
    // The sale prices are under 'Diskon': before, the build took them for nothing and said nothing.
    expect(productMessages('nama;kategori;harga;Diskon;warna;foto', ['Sneakers;sepatu;249000;199000;Putih;a.jpg'])).toEqual([
      "produk.csv, baris 1, kolom D: kolom 'Diskon' tidak dikenal; mungkin maksudnya 'harga diskon'?",
    ]);
    expect(productMessages('nama;kategori;harga;warna;foto;Stock;Deskrpsi', ['Sneakers;sepatu;249000;Putih;a.jpg;3;Kanvas'])).toEqual([
      "produk.csv, baris 1, kolom F: kolom 'Stock' tidak dikenal; mungkin maksudnya 'stok'?",
      "produk.csv, baris 1, kolom G: kolom 'Deskrpsi' tidak dikenal; mungkin maksudnya 'deskripsi'?",
    ]);
  });

  it('names a header it cannot place with the columns it knows, and lets the owner keep notes under #', () => {
    expect(productMessages('nama;kategori;harga;warna;foto;Pemasok;#catatan', ['Sneakers;sepatu;249000;Putih;a.jpg;CV Maju;ok'])).toEqual([
      "produk.csv, baris 1, kolom F: kolom 'Pemasok' tidak dikenal (yang dikenal: kode, slug, nama, kategori, harga, harga diskon, deskripsi, label, warna, hex, foto, potong, stok, berat, tanggal); untuk catatan sendiri, awali judulnya dengan #",
    ]);
  });

  it('names the header the sheet has when a required one is missing', () => {
    expect(productMessages('Nama Produk;kategori;Harga Jual;warna;foto', ['Sneakers;sepatu;249000;Putih;a.jpg'])).toEqual([
      "produk.csv, baris 1, kolom A: kolom 'nama' tidak ada; ada 'Nama Produk': ganti judulnya jadi 'nama'",
      "produk.csv, baris 1, kolom C: kolom 'harga' tidak ada; ada 'Harga Jual': ganti judulnya jadi 'harga'",
    ]);
    // With nothing like it, it says which column is missing.
    expect(productMessages('nama;kategori;harga;warna', ['Sneakers;sepatu;249000;Putih'])).toEqual(["produk.csv, baris 1, kolom 'foto': kolom 'foto' tidak ada di baris judul"]);
    expect(categoriesFromSheet(sheetOf('slug;Nama Kategori\nsepatu;Sepatu', 'kategori.csv')).problems.map(formatProblem)).toEqual([
      "kategori.csv, baris 1, kolom B: kolom 'nama' tidak ada; ada 'Nama Kategori': ganti judulnya jadi 'nama'",
    ]);
    // Then no product row is blamed for a category kategori.csv could not give.
    expect(productsFromSheet(sheetOf('nama;kategori;harga;warna;foto\nA;Sepatu;1000;Putih;a.jpg', 'produk.csv'), [], '2026-01-01').problems).toEqual([]);
  });

  it('says when two columns have the same header, as the second would silently win', () => {
    expect(productMessages('nama;kategori;harga;warna;foto;Harga', ['Sneakers;sepatu;249000;Putih;a.jpg;1'])).toEqual([
      "produk.csv, baris 1, kolom F: kolom 'Harga' ada dua kali (juga kolom C): hapus salah satu",
    ]);
  });

  it('letters columns as the spreadsheet does', () => {
    expect([0, 5, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(['A', 'F', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });
});

describe('a sheet csv-parse cannot read', () => {
  it('says where and what, without csv-parse’s English', () => {
    const problemsOf = (text: string) => readSheet('produk.csv', text).problems.map(formatProblem);
    expect(problemsOf('nama;harga\n"Sneakers;1000\n')).toEqual(['produk.csv, baris 2: berkas CSV tidak bisa dibaca: ada tanda kutip (") yang dibuka tetapi tidak ditutup, dari baris ini sampai akhir berkas']);
    expect(problemsOf('nama;harga\n"Sneakers" Awan;1000\n')).toEqual(['produk.csv, baris 2: berkas CSV tidak bisa dibaca: ada tanda kutip (") di tengah sel; tulis dua kutip ("") untuk satu kutip, atau hapus']);
  });
});

describe('rows', () => {
  const header = 'nama;slug;kategori;harga;warna;foto;potong';
  it("says 'alamat produk' for a slug, and lists categories by the sheet's names and their addresses", () => {
    expect(productMessages(header, ['Sneakers;Sneakers Baru;sepatu;1000;Putih;a.jpg;', 'Sandal;;Sepatuu;1000;Putih;a.jpg;', 'Topi;;Topi;1000;Putih;a.jpg;'])).toEqual([
      "produk.csv, baris 2, kolom 'slug': alamat produk 'Sneakers Baru' hanya boleh huruf kecil, angka dan tanda hubung",
      "produk.csv, baris 3, kolom 'kategori': kategori 'Sepatuu' tidak ada di kategori.csv; mungkin maksudnya 'Sepatu'? (ada: 'Sepatu' (/kategori/sepatu), 'Tas Anyam' (/kategori/tas-anyam))",
      "produk.csv, baris 4, kolom 'kategori': kategori 'Topi' tidak ada di kategori.csv (ada: 'Sepatu' (/kategori/sepatu), 'Tas Anyam' (/kategori/tas-anyam))",
    ]);
    expect(productMessages(header, ['Sneakers;;sepatu;1000;Putih;a.jpg;', 'Sneakers;;sepatu;2000;Hitam;b.jpg;'])).toEqual([
      "produk.csv, baris 3, kolom 'nama': alamat produk 'sneakers' sama dengan produk di baris 2; setiap produk perlu alamat sendiri (isi kolom 'slug' dengan alamat lain)",
    ]);
    expect(categoriesFromSheet(sheetOf('slug;nama\nsepatu;Sepatu\nsepatu;Sepatu Anak', 'kategori.csv')).problems.map(formatProblem)).toEqual([
      "kategori.csv, baris 3, kolom 'slug': alamat kategori 'sepatu' sudah dipakai di baris 2; setiap kategori perlu alamat sendiri",
    ]);
  });

  it("reads `potong`: one choice for the row's photos or one per photo, and names a wrong one", () => {
    const { products } = productsFromSheet(sheetOf([header, 'A;;sepatu;1000;Putih, Hitam;a.jpg, b.jpg;Atas', 'B;;sepatu;1000;Putih, Hitam;c.jpg, d.jpg;pas, bawah'].join('\n'), 'produk.csv'), categories, '2026-01-01');
    expect(products.map(({ colors }) => colors.map(({ crop }) => crop))).toEqual([['atas', 'atas'], ['pas', 'bawah']]);
    expect(productMessages(header, ['A;;sepatu;1000;Putih, Hitam;a.jpg, b.jpg;kiri', 'B;;sepatu;1000;Putih, Hitam, Biru;a.jpg, b.jpg, c.jpg;pas, atas'])).toEqual([
      "produk.csv, baris 2, kolom 'potong': 'kiri' bukan pilihan potong: tulis 'pas', 'tengah', 'atas', 'bawah' (kosong = 'pas', seluruh foto)",
      "produk.csv, baris 3, kolom 'potong': 2 pilihan potong untuk 3 foto: tulis satu untuk semua, atau satu per foto",
    ]);
  });
});

describe('a damaged photo', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rusak-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is named with its row and column, in Indonesian, and nothing is written', async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a07050', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg().toBuffer();
    fs.mkdirSync(path.join(dir, 'foto'));
    // Half copied, as from a phone unplugged too soon: libvips says 'VipsJpeg: premature end of JPEG image'.
    fs.writeFileSync(path.join(dir, 'foto', 'setengah.jpg'), photo.subarray(0, Math.floor(photo.length / 2)));
    fs.writeFileSync(path.join(dir, 'foto', 'utuh.jpg'), photo);
    fs.writeFileSync(path.join(dir, 'kategori.csv'), 'nama\nSepatu');
    fs.writeFileSync(path.join(dir, 'produk.csv'), 'nama;kategori;harga;warna;foto\nA;Sepatu;1000;Putih;utuh.jpg\nB;Sepatu;1000;Putih;setengah.jpg');
    const out = path.join(dir, 'keluaran');
    const sources = { products: path.join(dir, 'produk.csv'), categories: path.join(dir, 'kategori.csv'), photos: path.join(dir, 'foto') };
    const error = await buildShopCatalog(sources, out, { today: '2026-01-01' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogBuildError);
    expect((error as CatalogBuildError).problems.map(formatProblem)).toEqual(["produk.csv, baris 3, kolom 'foto': foto 'setengah.jpg': foto rusak atau terpotong: simpan ulang sebagai JPEG"]);
    expect(fs.existsSync(out)).toBe(false);
  });
});

describe('the command', () => {
  // catalog:build reads its folder as `npm run toko` does (scripts/shop/shopArgs.ts).
  const usage = 'npm run catalog:build -- --dir <folder>';
  const read = (argv: string[], env: NodeJS.ProcessEnv) => shopFolderFrom(argv, env, { usage, options: { out: { type: 'string' } } });

  it('takes the folder with or without npm’s `--`', () => {
    const expected = { dir: 'toko', demo: false };
    expect(read(['--dir', 'toko'], {})).toMatchObject(expected);
    // `npm run catalog:build --dir toko`: npm 11 keeps --dir (as true) and passes `toko` on.
    expect(read(['toko'], { npm_config_dir: 'true' })).toMatchObject(expected);
    // `npm run catalog:build --dir=toko`: npm keeps the value and passes nothing.
    expect(read([], { npm_config_dir: 'toko' })).toMatchObject(expected);
    expect(read(['toko'], {})).toMatchObject(expected);
    expect(read(['--dir', 'toko', '--out', 'keluaran'], {})).toMatchObject({ ...expected, values: { out: 'keluaran' } });
  });

  it('says in Indonesian what to type when it cannot tell', () => {
    // `npm run catalog:build --dir toko --out keluaran`: which word was which is lost.
    expect(read(['toko', 'keluaran'], { npm_config_dir: 'true', npm_config_out: 'true' })).toEqual({
      error: `tulis '--' sebelum pilihan seperti --out, supaya npm meneruskannya. Ketik: ${usage}`,
    });
    // `--out=keluaran` before `--` would otherwise be dropped without a word and the demo's folder written.
    expect(read(['--dir', 'toko'], { npm_config_out: 'keluaran' })).toEqual({
      error: `tulis '--' sebelum pilihan seperti --out, supaya npm meneruskannya. Ketik: ${usage}`,
    });
    expect(read(['--folder', 'toko'], {})).toEqual({ error: `pilihan '--folder' tidak dikenal. Ketik: ${usage}` });
    expect(read(['toko', 'lain'], {})).toEqual({ error: `dua folder disebut ('toko' dan 'lain'); sebut satu saja. Ketik: ${usage}` });
  });
});

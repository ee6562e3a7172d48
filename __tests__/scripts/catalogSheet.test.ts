import { readDate, readRupiah, readSizes } from '../../scripts/catalog/sheet/cells';
import { categoriesFromSheet } from '../../scripts/catalog/sheet/categoryRows';
import { formatProblem } from '../../scripts/catalog/sheet/problems';
import { productsFromSheet } from '../../scripts/catalog/sheet/productRows';
import { readSheet, type Sheet } from '../../scripts/catalog/sheet/readSheet';

const HEADER = 'kode;nama;kategori;harga;harga diskon;deskripsi;label;warna;hex;foto;stok;tanggal';
const categoryCsv = 'slug;nama;deskripsi\nsepatu;Sepatu;Sepatu harian\ntas;Tas;';

function sheetOf(text: string, file = 'produk.csv'): Sheet {
  const { sheet, problems } = readSheet(file, text);
  expect(problems).toEqual([]);
  return sheet!;
}
const categories = categoriesFromSheet(sheetOf(categoryCsv, 'kategori.csv')).categories;
const build = (rows: string[]) => productsFromSheet(sheetOf([HEADER, ...rows].join('\n')), categories, '2026-01-01');
const messages = (rows: string[]) => build(rows).problems.map(formatProblem);

describe('cells a shop owner types', () => {
  it('reads rupiah as written in Indonesia, and refuses cents and negatives', () => {
    expect(readRupiah('Rp 150.000')).toEqual({ value: 150000 });
    expect(readRupiah('150000')).toEqual({ value: 150000 });
    expect(readRupiah('Rp1.250.000')).toEqual({ value: 1250000 });
    // Excel's Indonesian currency format, a price tag's dash, a bank's code: still whole rupiah.
    expect(readRupiah('Rp 150.000,00')).toEqual({ value: 150000 });
    expect(readRupiah('Rp150.000,-')).toEqual({ value: 150000 });
    expect(readRupiah('IDR 1.250.000')).toEqual({ value: 1250000 });
    expect(readRupiah('Rp\u00a0150.000')).toEqual({ value: 150000 });
    expect(readRupiah('150.000,50')).toHaveProperty('error');
    expect(readRupiah('150,000')).toHaveProperty('error');
    expect(readRupiah('-5000')).toEqual({ error: expect.stringContaining('negatif') });
    expect(readRupiah('seratus')).toHaveProperty('error');
  });

  it('reads stock by size, or one number for a one-size product', () => {
    expect(readSizes('39=4, 40=0, 41:2')).toEqual({ value: [{ size: '39', stock: 4 }, { size: '40', stock: 0 }, { size: '41', stock: 2 }] });
    expect(readSizes('7')).toEqual({ value: [{ size: 'Satu Ukuran', stock: 7 }] });
    expect(readSizes('')).toEqual({ value: [] });
    expect(readSizes('39=-2')).toEqual({ error: expect.stringContaining('negatif') });
    expect(readSizes('39=4, 39=1')).toEqual({ error: expect.stringContaining('dua kali') });
    expect(readSizes('39')).toEqual({ value: [{ size: 'Satu Ukuran', stock: 39 }] });
    expect(readSizes('M=banyak')).toHaveProperty('error');
  });

  it('reads ISO and Indonesian dates and refuses impossible ones', () => {
    expect(readDate('2025-11-20')).toEqual({ value: '2025-11-20' });
    expect(readDate('5/1/2025')).toEqual({ value: '2025-01-05' });
    expect(readDate('31/02/2025')).toEqual({ error: expect.stringContaining('kalender') });
    expect(readDate('kemarin')).toHaveProperty('error');
  });
});

describe('reading the CSV', () => {
  it('takes a BOM, Windows line ends, quotes, line breaks and emoji in cells, and skips empty rows', () => {
    const text = `\uFEFF${HEADER}\r\nA1;"Sepatu ""Awan"" 👟";sepatu;100000;;"Baris satu;\r\nbaris dua";;Putih;;a.jpg;;\r\n;;;;;;;;;;;\r\n\r\nA2;Tas;tas;50000;;;;Hitam;;b.jpg;3;\r\n`;
    const sheet = sheetOf(text);
    expect(sheet.rows.map((row) => row.row)).toEqual([2, 5]);
    expect(sheet.rows[0]!.cells.nama).toBe('Sepatu "Awan" 👟');
    expect(sheet.rows[0]!.cells.deskripsi).toBe('Baris satu;\nbaris dua');
    expect(sheet.headers).toContain('harga_diskon');
  });

  it('takes a comma-separated file too', () => {
    const sheet = sheetOf('nama,kategori,harga,warna,foto\n"Tas, besar",tas,"Rp 150.000","Hitam, Putih","a.jpg, b.jpg"\n');
    expect(sheet.rows[0]!.cells).toMatchObject({ nama: 'Tas, besar', warna: 'Hitam, Putih' });
  });

  it('names the row of a quote that never closes', () => {
    const { problems } = readSheet('produk.csv', `${HEADER}\nA1;"Sepatu;sepatu;1;;;;Putih;;a.jpg;;\n`);
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toMatch(/^produk\.csv, baris \d+: berkas CSV tidak bisa dibaca/);
  });

  it('reads 10,000 rows', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => `P${i};Produk ${i};sepatu;${100000 + i};;;;Hitam;;p${i}.jpg;40=${i % 9};`);
    const started = performance.now();
    const { products, problems } = build(rows);
    expect(problems).toEqual([]);
    expect(products).toHaveLength(10_000);
    expect(products[9_999]).toMatchObject({ id: 'P9999', slug: 'produk-9999', price: 109999 });
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('the product rules', () => {
  it('builds a product from a row', () => {
    const { products } = build(['A1;Sneakers Awan;Sepatu;Rp 249.000;199000;Kanvas;Hadiah;Putih, Hitam;#fff, #000;a.jpg, b.jpg;39=4, 40=0;20/11/2025']);
    expect(products[0]).toEqual({
      row: 2, id: 'A1', slug: 'sneakers-awan', name: 'Sneakers Awan', category: 'sepatu', description: 'Kanvas', price: 249000, salePrice: 199000,
      tags: ['hadiah'], colors: [{ color: 'Putih', hex: '#fff', photo: 'a.jpg', crop: 'pas' }, { color: 'Hitam', hex: '#000', photo: 'b.jpg', crop: 'pas' }],
      sizes: [{ size: '39', stock: 4 }, { size: '40', stock: 0 }], createdAt: '2025-11-20',
    });
  });

  it("gives a common colour's name its swatch when the sheet has no hex code, and keeps the sheet's own", () => {
    const { products } = build(['A1;Kaos;sepatu;99000;;;;abu-abu, Merah muda, Coklat, Fuchsia Neon;;a.jpg, b.jpg, c.jpg, d.jpg;;', 'A2;Topi;sepatu;50000;;;;Hitam;#111111;e.jpg;;']);
    expect(products[0]!.colors.map(({ color, hex }) => [color, hex])).toEqual([
      ['abu-abu', '#8a8d91'],
      ['Merah muda', '#e8a0b4'],
      ['Coklat', '#7a4a2a'],
      // Not a common name: no swatch rather than a wrong one.
      ['Fuchsia Neon', undefined],
    ]);
    expect(products[1]!.colors[0]!.hex).toBe('#111111');
  });

  it("knows the colour names Indonesian shops write (mocca, biru tua, dusty pink, army…) and English ones, and reads her own code after a name", () => {
    const { products, problems } = build(['A1;Gamis;sepatu;189000;;;;Mocca, Biru Tua, navy, Dusty Pink, Army, Black, Sekar Jagad #7A3E48, Lumut Senja;;a.jpg, b.jpg, c.jpg, d.jpg, e.jpg, f.jpg, g.jpg, h.jpg;;']);
    expect(problems).toEqual([]);
    expect(products[0]!.colors.map(({ color, hex }) => [color, hex])).toEqual([
      ['Mocca', '#a47551'],
      ['Biru Tua', '#22325c'],
      ['navy', '#22325c'],
      ['Dusty Pink', '#d4a5a5'],
      ['Army', '#4b5320'],
      ['Black', '#232323'],
      // Her code, written after the name: the name alone is what shoppers and the cart see.
      ['Sekar Jagad', '#7a3e48'],
      // Neither known nor given a code: no swatch (the page shows the name alone).
      ['Lumut Senja', undefined],
    ]);
  });

  it('names a colour code it cannot read in the warna cell, with its row and column', () => {
    expect(messages(['A1;Gamis;sepatu;189000;;;;Mocca #A4751, #123456, Hitam;;a.jpg, b.jpg, c.jpg;;'])).toEqual([
      "produk.csv, baris 2, kolom 'warna': 'Mocca #A4751': '#A4751' bukan kode warna; sesudah # tulis 6 angka/huruf 0–9 dan a–f (contoh: Mocca #A47551)",
      "produk.csv, baris 2, kolom 'warna': '#123456': tulis nama warnanya dulu, lalu kodenya (contoh: Mocca #A47551)",
    ]);
  });

  it('lists every problem with file, row and column, in words an owner understands', () => {
    expect(
      messages([
        'A1;Sneakers;sepatu;100000;;;;Putih;;a.jpg;;',
        'A2;Sneakers;sepatu;100000;120000;;;Putih;;a.jpg;;',
        'A1;Tas;kaos;100000;;;;Putih;;a.jpg;40=-1;',
        ';;tas;;;;;Putih, Hitam;;a.jpg;;',
      ]),
    ).toEqual([
      "produk.csv, baris 3, kolom 'nama': alamat produk 'sneakers' sama dengan produk di baris 2; setiap produk perlu alamat sendiri (isi kolom 'slug' dengan alamat lain)",
      "produk.csv, baris 3, kolom 'harga diskon': harga diskon 120000 harus lebih kecil dari harga 100000",
      "produk.csv, baris 4, kolom 'kode': kode 'A1' sudah dipakai di baris 2",
      "produk.csv, baris 4, kolom 'kategori': kategori 'kaos' tidak ada di kategori.csv (ada: 'Sepatu' (/kategori/sepatu), 'Tas' (/kategori/tas))",
      "produk.csv, baris 4, kolom 'stok': ukuran 40: stok -1 negatif: isi 0 untuk habis",
      "produk.csv, baris 5, kolom 'nama': nama produk kosong",
      "produk.csv, baris 5, kolom 'harga': harga kosong",
      "produk.csv, baris 5, kolom 'foto': 1 foto untuk 2 warna: tulis satu foto per warna, urutannya sama",
    ]);
  });

  it('says which required column the header lacks', () => {
    const { problems } = productsFromSheet(sheetOf('nama;kategori;harga\nA;sepatu;1'), categories, '2026-01-01');
    expect(problems.map(formatProblem)).toEqual(["produk.csv, baris 1, kolom 'warna': kolom 'warna' tidak ada di baris judul", "produk.csv, baris 1, kolom 'foto': kolom 'foto' tidak ada di baris judul"]);
  });

  it('gives a product without a date the day of the build', () => {
    expect(build(['A1;Topi;tas;50000;;;;Hitam;;t.jpg;;'])[`products`][0]!.createdAt).toBe('2026-01-01');
  });
});

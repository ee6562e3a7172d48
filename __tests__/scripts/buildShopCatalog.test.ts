import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import sharp from 'sharp';
import { buildShopCatalog } from '../../scripts/catalog/sheet/buildShopCatalog';
import { CatalogBuildError, formatProblem } from '../../scripts/catalog/sheet/problems';
import { parseCatalog } from '../../src/features/catalog/catalogSchema';

// Real sharp on small generated photos: this is the path a shop's photos take.
jest.setTimeout(60_000);
// sharp clones its options with structuredClone, which jest's jsdom environment leaves out.
globalThis.structuredClone ??= <T,>(value: T): T => v8.deserialize(v8.serialize(value));

const HEADER = 'kode;nama;kategori;harga;harga diskon;deskripsi;label;warna;hex;foto;stok;tanggal';
let dir: string;
let out: string;

const noisyPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#a07050', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).jpeg().toBuffer();

async function writeShop(rows: string[], photos: Record<string, Buffer | string>) {
  fs.mkdirSync(path.join(dir, 'foto'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'kategori.csv'), 'slug;nama\nsepatu;Sepatu\n');
  fs.writeFileSync(path.join(dir, 'produk.csv'), [HEADER, ...rows].join('\n'));
  for (const [name, bytes] of Object.entries(photos)) fs.writeFileSync(path.join(dir, 'foto', name), bytes);
}
const sources = () => ({ products: path.join(dir, 'produk.csv'), categories: path.join(dir, 'kategori.csv'), photos: path.join(dir, 'foto') });
const build = () => buildShopCatalog(sources(), out, { today: '2026-01-01' });
async function problemsOf(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(CatalogBuildError);
  return (error as CatalogBuildError).problems.map(formatProblem);
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-'));
  out = path.join(dir, 'keluaran');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it("turns sheets and photos into a catalogue the shop accepts, with sized AVIF, WebP and JPEG named by the photo's key", async () => {
  await writeShop(['A1;Sneakers;sepatu;249000;;;;Putih, Hitam;;putih.jpg, hitam.svg;40=2;'], {
    'putih.jpg': await noisyPhoto(900, 700),
    'hitam.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>',
  });
  const report = await build();
  expect(report).toMatchObject({ products: 1, categories: 1, photos: 2 });
  const json = JSON.parse(fs.readFileSync(path.join(out, 'catalog.json'), 'utf8'));
  const [putih, hitam] = json.products[0].colorOptions;
  // 700 px is the shorter side: the square crop is 640 wide at most, never blown up.
  expect(putih.photo).toMatchObject({ width: 640, height: 640, placeholder: expect.stringMatching(/^#[0-9a-f]{6}$/) });
  for (const format of ['avif', 'webp', 'jpg']) {
    expect(putih.photo[format]).toMatch(new RegExp(`^img/([0-9a-f]{20})-320\\.${format} 320w, img/\\1-640\\.${format} 640w$`));
  }
  expect(putih.image).toMatch(/^img\/[0-9a-f]{20}-640\.jpg$/);
  // No hex column: a common colour's name brings its swatch.
  expect(hitam).toEqual({ color: 'Hitam', hex: '#232323', image: expect.stringMatching(/^img\/hitam\.[0-9a-f]{10}\.svg$/) });
  // Two widths in three formats, the photo's sidecar (img/<key>.json) and the drawing.
  const written = fs.readdirSync(path.join(out, 'img'));
  expect(written).toHaveLength(8);
  expect((await sharp(path.join(out, putih.image)).metadata()).width).toBe(640);

  const catalog = await parseCatalog(json, 'https://toko.example/katalog/catalog.json');
  expect(catalog.products[0]!.colorOptions[0]!.photo!.webp).toMatch(/^https:\/\/toko\.example\/katalog\/img\/[0-9a-f]{20}-320\.webp 320w, /);
});

it('takes a photo 8,000 px wide and writes nothing wider than 1080 px', async () => {
  // Flat, not noisy: the size is what is tested, and a noisy 8,000 px JPEG costs seconds to make.
  const wide = await sharp({ create: { width: 8000, height: 1200, channels: 3, background: '#a07050' } }).jpeg().toBuffer();
  await writeShop(['A1;Sneakers;sepatu;249000;;;;Putih;;besar.jpg;;'], { 'besar.jpg': wide });
  await build();
  const option = JSON.parse(fs.readFileSync(path.join(out, 'catalog.json'), 'utf8')).products[0].colorOptions[0];
  expect(option.photo).toMatchObject({ width: 1080, height: 1080 });
  expect(option.photo.jpg).toContain(' 1080w');
});

it('writes nothing at all when a photo is a renamed PDF and another missing, names both at once, and keeps the last good catalogue', async () => {
  fs.mkdirSync(path.join(out, 'img'), { recursive: true });
  fs.writeFileSync(path.join(out, 'catalog.json'), '{"lama":true}');
  await writeShop(
    ['A1;Sneakers;sepatu;249000;;;;Putih;;dokumen.jpg;;', 'A2;Tas;sepatu;100000;;;;Hitam;;hilang.jpg;;', 'A3;Topi;sepatu;50000;;;;Merah;;topi.jpg;;'],
    { 'dokumen.jpg': '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'topi.jpg': await noisyPhoto(400, 400) },
  );
  // Both in one run, in the sheet's order: the broken photo is found by its cheap look, before any encoding.
  expect(await problemsOf(build())).toEqual([
    "produk.csv, baris 2, kolom 'foto': foto 'dokumen.jpg': bukan gambar (JPEG, PNG, WebP, AVIF atau HEIC); apakah berkas lain yang diganti namanya?",
    `produk.csv, baris 3, kolom 'foto': foto 'hilang.jpg' tidak ada di folder ${path.join(dir, 'foto')}`,
  ]);
  expect(fs.readFileSync(path.join(out, 'catalog.json'), 'utf8')).toBe('{"lama":true}');
  expect(fs.readdirSync(path.join(out, 'img'))).toEqual([]);
  expect(fs.readdirSync(dir).sort()).toEqual(['foto', 'kategori.csv', 'keluaran', 'produk.csv']);
});

it('notes, without stopping, a photo too small to look sharp and a product sold out in every size', async () => {
  const small = await noisyPhoto(400, 400);
  await writeShop(
    ['A1;Sneakers;sepatu;249000;;;;Putih;;kecil.jpg;40=0, 41=0;', 'A2;Tas;sepatu;100000;;;;Hitam;;besar.jpg;40=1;', 'A3;Topi;sepatu;50000;;;;Merah;;kecil.jpg;;'],
    { 'kecil.jpg': small, 'besar.jpg': await noisyPhoto(700, 700) },
  );
  const { notes, products } = await build();
  expect(products).toBe(3);
  expect(notes.map(formatProblem)).toEqual([
    "produk.csv, baris 2, kolom 'foto': foto 'kecil.jpg' lebih kecil dari 640 px: di halaman produk tampak buram (sebaiknya 1080 px atau lebih)",
    "produk.csv, baris 2, kolom 'stok': semua ukuran habis: produk tampil dengan 'Stok habis' dan tidak bisa ditambahkan ke keranjang",
  ]);
});

it('says a missing sheet plainly', async () => {
  expect(await problemsOf(buildShopCatalog({ ...sources(), products: path.join(dir, 'tidak-ada.csv') }, out, { today: '2026-01-01' }))).toEqual([
    `${path.join(dir, 'tidak-ada.csv')}: berkas tidak ditemukan atau tidak bisa dibaca`,
    `${path.join(dir, 'kategori.csv')}: berkas tidak ditemukan atau tidak bisa dibaca`,
  ]);
});

it("finds a photo whose name differs only in case, as the owner's Windows or Mac does, and names the closest file for a typo", async () => {
  const photo = await noisyPhoto(400, 400);
  await writeShop(
    ['A1;Sneakers;sepatu;249000;;;;Putih, Hitam;;putih.jpg, sepatu\\hitam.jpg;;', 'A2;Tas;sepatu;100000;;;;Merah;;tas-merh.jpg;;', 'A3;Topi;sepatu;50000;;;;Biru;;../topi.jpg;;'],
    { 'Putih.JPG': photo, 'tas-merah.jpg': photo },
  );
  fs.mkdirSync(path.join(dir, 'foto', 'sepatu'));
  fs.writeFileSync(path.join(dir, 'foto', 'sepatu', 'Hitam.jpg'), photo);
  fs.writeFileSync(path.join(dir, 'topi.jpg'), photo);
  const folder = path.join(dir, 'foto');
  // Found outside the folder it would be read; the listing finds only what is in it.
  expect(await problemsOf(build())).toEqual([
    `produk.csv, baris 3, kolom 'foto': foto 'tas-merh.jpg' tidak ada di folder ${folder}; mungkin maksudnya 'tas-merah.jpg'?`,
    `produk.csv, baris 4, kolom 'foto': foto '../topi.jpg' tidak ada di folder ${folder}`,
  ]);

  fs.writeFileSync(path.join(dir, 'produk.csv'), [HEADER, 'A1;Sneakers;sepatu;249000;;;;Putih, Hitam;;putih.jpg, sepatu\\hitam.jpg;;'].join('\n'));
  await build();
  const [putih, hitam] = JSON.parse(fs.readFileSync(path.join(out, 'catalog.json'), 'utf8')).products[0].colorOptions;
  expect(putih.image).toMatch(/^img\/[0-9a-f]{20}-\d+\.jpg$/);
  expect(hitam.image).toMatch(/^img\/[0-9a-f]{20}-\d+\.jpg$/);

  // Two files the owner's computer could not tell apart: the build asks which one.
  fs.writeFileSync(path.join(dir, 'foto', 'putih.jpg'), photo);
  fs.writeFileSync(path.join(dir, 'produk.csv'), [HEADER, 'A1;Sneakers;sepatu;249000;;;;Putih;;PUTIH.jpg;;'].join('\n'));
  expect(await problemsOf(build())).toEqual([
    "produk.csv, baris 2, kolom 'foto': foto 'PUTIH.jpg': ada 2 berkas yang namanya hanya beda huruf besar/kecil ('Putih.JPG', 'putih.jpg'); tulis persis salah satunya",
  ]);
});

it('says a missing photo folder once, beside the problems of the sheet', async () => {
  await writeShop(['A1;Sneakers;sepatu;-5;;;;Putih;;putih.jpg;;'], {});
  fs.rmSync(path.join(dir, 'foto'), { recursive: true });
  expect(await problemsOf(build())).toEqual([
    expect.stringMatching(/^produk\.csv, baris 2, kolom 'harga': /),
    `${path.join(dir, 'foto')}: folder ini tidak ada; taruh semua foto di folder bernama 'foto' di samping produk.csv`,
  ]);
});

/** Text as Excel's plain CSV saves it on an Indonesian Windows: one byte a letter (enough for these tests). */
const windows1252 = (text: string) =>
  Buffer.from([...text].map((letter) => ({ '“': 0x93, '”': 0x94, '’': 0x92 })[letter] ?? letter.charCodeAt(0)));

it("says where a sheet saved as Excel's plain CSV (Windows-1252, not UTF-8) has letters the shop would show as �, and writes nothing", async () => {
  await writeShop([], { 'putih.jpg': await noisyPhoto(400, 400) });
  const rows = [HEADER, 'A1;Sepatu Café;sepatu;249000;;Nyaman “seharian”;;Putih;;putih.jpg;;', 'A2;Sandal;sepatu;99000;;;;Putih;;putih.jpg;;'];
  fs.writeFileSync(path.join(dir, 'produk.csv'), windows1252(rows.join('\r\n')));
  expect(await problemsOf(build())).toEqual([
    "produk.csv: berkas tidak tersimpan sebagai UTF-8, jadi huruf seperti é, ’ atau emoji rusak: di Excel pilih Simpan Sebagai → 'CSV UTF-8 (Comma delimited)'; dari Google Sheets: File → Download → CSV",
    "produk.csv, baris 2, kolom 'nama': huruf di 'Sepatu Café' tidak terbaca sebagai UTF-8",
    "produk.csv, baris 2, kolom 'deskripsi': huruf di 'Nyaman “seharian”' tidak terbaca sebagai UTF-8",
  ]);
  expect(fs.existsSync(out)).toBe(false);

  // Excel's 'Unicode Text' is UTF-16 (and tab-separated): said as such, not as unreadable letters.
  fs.writeFileSync(path.join(dir, 'produk.csv'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(rows.join('\r\n'), 'utf16le')]));
  expect(await problemsOf(build())).toEqual([expect.stringMatching(/^produk\.csv: berkas tersimpan sebagai UTF-16 \('Unicode Text'\), bukan CSV UTF-8: /)]);
});

it('a rebuild takes unchanged photos from the cache and encodes a changed one again', async () => {
  const cacheDir = path.join(dir, 'cache');
  await writeShop(['A1;Sneakers;sepatu;249000;;;;Putih, Hitam;;putih.jpg, hitam.jpg;;'], { 'putih.jpg': await noisyPhoto(400, 400), 'hitam.jpg': await noisyPhoto(400, 400) });
  await buildShopCatalog(sources(), out, { today: '2026-01-01', cacheDir });
  const first = JSON.parse(fs.readFileSync(path.join(out, 'catalog.json'), 'utf8')).products[0].colorOptions;
  // Mark the cached copy of putih's JPEG: if the rebuild takes it from the cache, the mark shows.
  const putih320 = path.basename(first[0].photo.jpg.split(' ')[0]);
  const cachedJpeg = fs.readdirSync(cacheDir, { recursive: true }).map(String).find((name) => path.basename(name) === putih320)!;
  // Same length: the cache checks each picture's size against the sidecar, and ignores an entry that differs.
  const mark = Buffer.alloc(fs.statSync(path.join(cacheDir, cachedJpeg)).size, 'c');
  fs.writeFileSync(path.join(cacheDir, cachedJpeg), mark);
  fs.writeFileSync(path.join(dir, 'foto', 'hitam.jpg'), await noisyPhoto(400, 400));

  await buildShopCatalog(sources(), out, { today: '2026-01-01', cacheDir });
  const second = JSON.parse(fs.readFileSync(path.join(out, 'catalog.json'), 'utf8')).products[0].colorOptions;
  expect(second[0].photo).toEqual(first[0].photo);
  expect(fs.readFileSync(path.join(out, first[0].photo.jpg.split(' ')[0])).equals(mark)).toBe(true);
  expect(second[1].photo.jpg).not.toBe(first[1].photo.jpg);
});

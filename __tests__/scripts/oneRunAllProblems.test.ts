/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CatalogBuildError, formatProblem } from '../../scripts/catalog/sheet/problems';
import { buildShop } from '../../scripts/shop/buildShop';

/** A small shop of its own (Batik Rara Sragen): its sheets, two JPEG photos and a drawing. */
const fixture = path.resolve(__dirname, '../fixtures/toko-shoprun');

describe('catalog:build: one run lists every problem of every file, before any photo is encoded', () => {
  let root: string;
  let shop: string;
  const out = () => path.join(root, 'public/catalog');
  const cacheDir = () => path.join(root, '.cache/catalog-photos');
  const edit = (file: string, change: (text: string) => string) => fs.writeFileSync(path.join(shop, file), change(fs.readFileSync(path.join(shop, file), 'utf8')));
  const build = (onPhoto: (done: number) => void = () => {}) => buildShop(shop, out(), { factsDir: path.join(root, 'facts'), today: '2026-11-29', cacheDir: cacheDir(), destination: null, onPhoto, shareImages: false });
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-shoprun-'));
    shop = path.join(root, 'toko-rara');
    fs.cpSync(fixture, shop, { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds the fixture as it is', async () => {
    const report = await build();
    expect(report).toMatchObject({ products: 3, categories: 2, photos: 3 });
  });

  it('names the problems of toko.csv, kategori.csv, produk.csv, its photos and ongkir.csv together, and writes nothing', async () => {
    edit('toko.csv', (text) => text.replace('0813-2222-4444', 'halo'));
    edit('kategori.csv', (text) => `${text}kain;Kain Lagi;Slug yang sama.\n`);
    edit('produk.csv', (text) => text.replace('380000', 'gratis').replace('truntum.svg', 'truntm.svg'));
    edit('ongkir.csv', (text) => text.replace('Rp 12.000', 'dua belas ribu'));
    // Half copied, as from a phone unplugged too soon.
    const whole = fs.readFileSync(path.join(shop, 'foto/parang.jpg'));
    fs.writeFileSync(path.join(shop, 'foto/parang.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
    const encoded: number[] = [];
    const error = await build((done) => void encoded.push(done)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogBuildError);
    const problems = (error as CatalogBuildError).problems.map(formatProblem);
    expect(problems).toEqual([
      expect.stringMatching(/^toko\.csv, baris 5, kolom 'nilai': whatsapp: 'halo' bukan nomor telepon/),
      expect.stringMatching(/^kategori\.csv, baris 4, kolom 'slug': /),
      expect.stringMatching(/^produk\.csv, baris 3, kolom 'harga': /),
      "produk.csv, baris 2, kolom 'foto': foto 'parang.jpg': foto rusak atau terpotong: simpan ulang sebagai JPEG",
      expect.stringMatching(/^produk\.csv, baris 4, kolom 'foto': foto 'truntm\.svg' tidak ada di folder .*; mungkin maksudnya 'truntum\.svg'\?$/),
      expect.stringMatching(/^ongkir\.csv, baris 3, kolom 'harga per kg': /),
    ]);
    // The broken photo was found by its cheap look: no photo was encoded, nothing was written.
    expect(encoded).toEqual([]);
    expect(fs.existsSync(cacheDir())).toBe(false);
    expect(fs.readdirSync(root)).toEqual(['toko-rara']);
  });

  it('names a renamed file among the photos with the sheets’ problems', async () => {
    fs.writeFileSync(path.join(shop, 'foto/kawung.jpg'), '%PDF-1.7\n%%EOF\n');
    edit('produk.csv', (text) => text.replace('450000', '-5'));
    const problems = await build().then(
      () => [],
      (error: CatalogBuildError) => error.problems.map(formatProblem),
    );
    expect(problems).toEqual([
      expect.stringMatching(/^produk\.csv, baris 2, kolom 'harga': /),
      "produk.csv, baris 3, kolom 'foto': foto 'kawung.jpg': bukan gambar (JPEG, PNG, WebP, AVIF atau HEIC); apakah berkas lain yang diganti namanya?",
    ]);
  });
});

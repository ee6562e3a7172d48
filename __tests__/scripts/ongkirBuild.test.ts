/**
 * @jest-environment node
 */
// catalog:build with ongkir.csv: the rate files it writes, the version they make, the check of
// toko.csv's free services against the sheet, and produk.csv's berat in the product files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatProblem, type Problem } from '../../scripts/catalog/sheet/problems';
import { buildShop } from '../../scripts/shop/buildShop';
import { factsFiles } from '../../scripts/shop/factsFiles';
import { splitFilePath, splitPaths } from '../../src/features/catalog/split/splitPaths';
import type { SplitManifest } from '../../src/features/catalog/split/splitTypes';

const drawing = fs.readFileSync(path.resolve(__dirname, '../../toko-contoh/foto/tas-anyam-pandan-krem.svg'));
const facts = ['kunci;nilai', 'nama;Toko Ani', 'slogan;Tas anyam', 'deskripsi;Tas anyam dari Tasik.', 'whatsapp;0812-3456-7890', 'alamat;Jl. Merdeka 1', 'titik_peta;-7.3, 108.2'];
const RATES = [
  'provinsi;kota/kabupaten;kecamatan;layanan;harga per kg;harga tetap;estimasi (hari)',
  'Jawa Barat;;;JNE REG;9000;;1-2',
  'Bali;;;JNE REG;20000;;2-4',
  ';Kota Bandung;;GoSend;dikonfirmasi;;',
  ';Kota Bandung;Coblong;Kurir toko;;5000;1',
];

let root: string;
let shop: string;
const out = () => path.join(root, 'public/catalog');
const write = (file: string, lines: string[]) => fs.writeFileSync(path.join(shop, file), lines.join('\n'));
const build = () => buildShop(shop, out(), { factsDir: path.join(root, 'facts'), today: '2026-11-27' });
const problemsOf = (promise: Promise<unknown>) => promise.then(() => [], (error: { problems: Problem[] }) => error.problems.map(formatProblem));
const manifest = () => JSON.parse(fs.readFileSync(path.join(out(), 'manifest.json'), 'utf8')) as SplitManifest;
/** A split file where the app finds it: in its group's folder (docs/catalog-split.md). */
const splitFile = (file: string) => path.join(out(), splitFilePath(manifest(), file));
const json = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-ongkir-build-'));
  shop = path.join(root, 'toko-ani');
  fs.mkdirSync(path.join(shop, 'foto'), { recursive: true });
  fs.writeFileSync(path.join(shop, 'foto', 'krem.svg'), drawing);
  write('kategori.csv', ['nama', 'Tas']);
  write('produk.csv', ['nama;kategori;harga;warna;foto;berat', 'Tas Anyam;Tas;150000;Krem;krem.svg;350', 'Tas Kecil;Tas;90000;Krem;krem.svg;']);
  write('toko.csv', facts);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the rate files', () => {
  it('writes ongkir/<province>.json in their group’s folder for every one of the 38 provinces, each with the rows that lie in it', async () => {
    write('ongkir.csv', RATES);
    const report = await build();
    const folder = path.dirname(splitFile(splitPaths.ongkir('32')));
    const files = fs.readdirSync(folder).sort();
    expect(files).toHaveLength(38);
    expect(files.slice(0, 3)).toEqual(['11.json', '12.json', '13.json']);
    expect(json(path.join(folder, '32.json'))).toEqual({
      rows: [
        { area: '32', service: 'JNE REG', perKg: 9000, days: '1-2' },
        { area: '32.73', service: 'GoSend', confirm: true },
        { area: '32.73.02', service: 'Kurir toko', flat: 5000, days: '1' },
      ],
    });
    expect(json(path.join(folder, '51.json'))).toEqual({ rows: [{ area: '51', service: 'JNE REG', perKg: 20000, days: '2-4' }] });
    // No rates there is said by the content, so the checkout never mistakes it for a failed fetch.
    expect(fs.readFileSync(path.join(folder, '11.json'), 'utf8')).toBe('{"rows":[]}');
    expect(report.ongkir).toEqual({ rows: 4, files: 38, bytes: expect.any(Number) });
  });

  it('writes no ongkir folder when the shop has no ongkir.csv (the checkout then says the seller confirms the ongkir)', async () => {
    const report = await build();
    expect(manifest().groups.more).toBeUndefined();
    expect(fs.readdirSync(path.join(out(), 'v')).filter((folder) => fs.existsSync(path.join(out(), 'v', folder, 'ongkir')))).toEqual([]);
    expect(report.ongkir).toBeUndefined();
  });

  it('makes a new version when ongkir.csv changes, and the same one when it does not', async () => {
    const versionOf = async () => (await build()).split.version;
    const without = await versionOf();
    write('ongkir.csv', RATES);
    const first = await versionOf();
    expect(await versionOf()).toBe(first);
    write('ongkir.csv', [...RATES, 'Aceh;;;JNE REG;34000;;4-6']);
    const second = await versionOf();
    expect(new Set([without, first, second]).size).toBe(3);
  });

  it('writes nothing while ongkir.csv has a problem, and lists them with toko.csv’s', async () => {
    write('toko.csv', [...facts, 'kota_toko;Bandung']);
    write('ongkir.csv', [...RATES, ';Kota Bandung;Coblog;Kurir toko;;5000;1']);
    expect(await problemsOf(build())).toEqual([
      "toko.csv, baris 8, kolom 'nilai': kota_toko: 'Bandung' bisa Kabupaten Bandung atau Kota Bandung: tulis salah satunya (contoh: Kota Bandung atau 32.73)",
      "ongkir.csv, baris 6, kolom 'kecamatan': kecamatan 'Coblog' tidak ada di Kota Bandung; mungkin maksudnya 'Coblong'?",
    ]);
    expect(fs.existsSync(out())).toBe(false);
    expect(fs.existsSync(path.join(root, 'facts', factsFiles.shipping))).toBe(false);
  });
});

describe('free shipping against ongkir.csv', () => {
  it('writes the services toko.csv names as ongkir.csv spells them', async () => {
    write('ongkir.csv', RATES);
    write('toko.csv', [...facts, 'gratis_ongkir_min;300000', 'gratis_ongkir_layanan;jne reg, kurir TOKO', 'kota_toko;32.73', 'berat_default;400']);
    await build();
    expect(json(path.join(root, 'facts', factsFiles.shipping))).toEqual({
      defaultWeightGrams: 400,
      freeShipping: { minTotal: 300000, services: ['JNE REG', 'Kurir toko'] },
      pickup: { regencyCode: '32.73', name: 'Kota Bandung' },
    });
  });

  it('refuses a service ongkir.csv does not offer, with the one it most likely means and the ones there are', async () => {
    write('ongkir.csv', RATES);
    write('toko.csv', [...facts, 'gratis_ongkir_min;300000', 'gratis_ongkir_layanan;JNE RGE, SiCepat BEST']);
    expect(await problemsOf(build())).toEqual([
      "toko.csv, baris 9, kolom 'nilai': gratis_ongkir_layanan: layanan 'JNE RGE' tidak ada di ongkir.csv; mungkin maksudnya 'JNE REG'? (ada: JNE REG, GoSend, Kurir toko)",
      "toko.csv, baris 9, kolom 'nilai': gratis_ongkir_layanan: layanan 'SiCepat BEST' tidak ada di ongkir.csv (ada: JNE REG, GoSend, Kurir toko)",
    ]);
    expect(fs.existsSync(out())).toBe(false);
  });

  it('refuses named services when the shop has no ongkir.csv; the cheapest (none named) needs none', async () => {
    write('toko.csv', [...facts, 'gratis_ongkir_min;300000', 'gratis_ongkir_layanan;JNE REG']);
    expect(await problemsOf(build())).toEqual([
      "toko.csv, baris 9, kolom 'nilai': gratis_ongkir_layanan: menyebut JNE REG, tetapi folder toko tidak punya ongkir.csv: tambahkan ongkir.csv, atau kosongkan nilai ini",
    ]);
    write('toko.csv', [...facts, 'gratis_ongkir_min;300000']);
    await build();
    expect(json(path.join(root, 'facts', factsFiles.shipping)).freeShipping).toEqual({ minTotal: 300000, services: [] });
  });
});

describe('produk.csv’s berat', () => {
  it('gives a product its weight in grams in catalog.json and its product file, and none when the cell is empty', async () => {
    await build();
    const [anyam, kecil] = json(path.join(out(), 'catalog.json')).products;
    expect(anyam.weight).toBe(350);
    expect('weight' in kecil).toBe(false);
    expect(json(splitFile(splitPaths.product('tas-anyam'))).product.weight).toBe(350);
    // The cards stay as they were: weight is the checkout's business, not a card's.
    expect(JSON.stringify(json(splitFile(splitPaths.home)))).not.toContain('weight');
  });

  it('says how to write a weight it cannot read', async () => {
    write('produk.csv', ['nama;kategori;harga;warna;foto;Berat', 'Tas Anyam;Tas;150000;Krem;krem.svg;0,35 kg', 'Tas Kecil;Tas;90000;Krem;krem.svg;ringan']);
    expect(await problemsOf(build())).toEqual([
      "produk.csv, baris 2, kolom 'berat': '0,35 kg': tulis beratnya dalam gram, angka saja: 350",
      "produk.csv, baris 3, kolom 'berat': 'ringan' bukan berat dalam gram (contoh: 350 untuk 350 gram)",
    ]);
  });
});

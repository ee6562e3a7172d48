/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatProblem } from '../../scripts/catalog/sheet/problems';
import { buildShop } from '../../scripts/shop/buildShop';
import { factsFiles } from '../../scripts/shop/factsFiles';

const drawing = fs.readFileSync(path.resolve(__dirname, '../../toko-contoh/foto/tas-anyam-pandan-krem.svg'));
const facts = ['kunci;nilai', 'nama;Toko Ani', 'slogan;Tas anyam', 'deskripsi;Tas anyam dari Tasik.', 'whatsapp;0812-3456-7890', 'alamat;Jl. Merdeka 1', 'titik_peta;-7.3, 108.2'];

describe('catalog:build with the shop’s facts: all or nothing', () => {
  let root: string;
  let shop: string;
  const out = () => path.join(root, 'public/catalog');
  const write = (file: string, lines: string[]) => fs.writeFileSync(path.join(shop, file), lines.join('\n'));
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-build-'));
    shop = path.join(root, 'toko-ani');
    fs.mkdirSync(path.join(shop, 'foto'), { recursive: true });
    fs.writeFileSync(path.join(shop, 'foto', 'krem.svg'), drawing);
    write('kategori.csv', ['nama', 'Tas']);
    write('produk.csv', ['nama;kategori;harga;warna;foto', 'Tas Anyam;Tas;150000;Krem;krem.svg']);
    write('toko.csv', facts);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes the catalogue, then the facts where the app reads them', async () => {
    const report = await buildShop(shop, out(), { factsDir: path.join(root, 'facts'), today: '2026-11-27' });
    expect(report.factsWritten).toEqual([factsFiles.shop, factsFiles.contact, factsFiles.shipping, factsFiles.payment, factsFiles.pages].map((file) => path.join(root, 'facts', file)));
    expect(JSON.parse(fs.readFileSync(path.join(root, 'facts', factsFiles.shop), 'utf8'))).toMatchObject({ name: 'Toko Ani', whatsappNumber: '6281234567890', copyright: '© 2026 Toko Ani' });
    expect(JSON.parse(fs.readFileSync(path.join(out(), 'catalog.json'), 'utf8')).products[0].name).toBe('Tas Anyam');
  });

  it('makes the words she left empty from her name and categories, never the demo’s', async () => {
    write('kategori.csv', ['nama', 'Tas', 'Kain Tenun', 'Dompet']);
    await buildShop(shop, out(), { factsDir: path.join(root, 'facts'), today: '2026-11-27' });
    const facts = (file: string) => JSON.parse(fs.readFileSync(path.join(root, 'facts', file), 'utf8'));
    expect(facts(factsFiles.contact).chatGreeting).toBe('Halo Toko Ani, saya ingin bertanya.');
    expect(facts(factsFiles.shop)).toMatchObject({ homeText: 'Tas, kain tenun dan dompet pilihan dari Toko Ani.', menu: { home: 'Home', sale: 'On Sale', gift: 'Gifting', custom: 'Custom' } });
    expect(facts(factsFiles.pages)).toEqual({
      giftIntro: 'Ide hadiah untuk orang tersayang, sesuai budget Anda.',
      customIntro: 'Mau tas, kain tenun atau dompet yang benar-benar milikmu? Ceritakan keinginanmu di sini. Pesanan masuk ke keranjang, lalu kami konfirmasi harga dan waktu pengerjaannya lewat WhatsApp.',
      customModels: ['Tas', 'Kain Tenun', 'Dompet'],
      categories: [{ slug: 'tas', label: 'Tas' }, { slug: 'kain-tenun', label: 'Kain Tenun' }, { slug: 'dompet', label: 'Dompet' }],
    });
  });

  it('writes neither catalogue nor facts when toko.csv has a problem', async () => {
    write('toko.csv', [...facts.slice(0, 4), 'whatsapp;halo']);
    const failure = await buildShop(shop, out(), { factsDir: path.join(root, 'facts'), today: '2026-11-27' }).catch((error: { problems: Parameters<typeof formatProblem>[0][] }) => error.problems.map(formatProblem));
    expect(failure).toEqual(["toko.csv, baris 5, kolom 'nilai': whatsapp: 'halo' bukan nomor telepon: hanya angka, spasi, tanda hubung dan + di depan (contoh: 0812-3456-7890 atau +62 812-3456-7890)", "toko.csv: kunci 'alamat' belum ada: tambahkan baris 'alamat' dengan nilai seperti 'Jl. Braga No. 21, Kota Bandung, Jawa Barat 40111'", "toko.csv: kunci 'titik_peta' belum ada: tambahkan baris 'titik_peta' dengan nilai seperti '-6.9175, 107.6096'"]);
    expect(fs.readdirSync(root)).toEqual(['toko-ani']);
  });

  it('writes no facts when the sheets have a problem', async () => {
    write('produk.csv', ['nama;kategori;harga;warna;foto', 'Tas Anyam;Tas;gratis;Krem;krem.svg']);
    await expect(buildShop(shop, out(), { factsDir: path.join(root, 'facts'), today: '2026-11-27' })).rejects.toThrow("kolom 'harga'");
    expect(fs.readdirSync(root)).toEqual(['toko-ani']);
  });

  it('names a folder that is not there', async () => {
    await expect(buildShop(path.join(root, 'toko-budi'), out(), { factsDir: path.join(root, 'facts'), today: '2026-11-27' })).rejects.toThrow('folder toko ini tidak ada');
  });
});

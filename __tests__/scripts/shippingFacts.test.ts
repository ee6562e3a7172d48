/**
 * @jest-environment node
 */
// toko.csv's shipping keys (berat_default, gratis_ongkir_min, gratis_ongkir_layanan, kota_toko)
// and produk.csv's berat: how each cell is read, and what she is told when it cannot be.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatProblem } from '../../scripts/catalog/sheet/problems';
import { readGrams, readServices, readShopRegency } from '../../scripts/shop/factCells';
import { readShopFacts } from '../../scripts/shop/shopFacts';

const GOOD = ['kunci;nilai', 'nama;Toko Ani', 'slogan;Sandal buatan tangan', 'deskripsi;Sandal kulit dari Garut.', 'whatsapp;0812-3456-7890', 'alamat;Jl. Merdeka 1, Garut', 'titik_peta;-7.2, 107.9'];

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-kirim-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function read(extra: string[]) {
  fs.writeFileSync(path.join(dir, 'toko.csv'), [...GOOD, ...extra].join('\r\n'));
  return readShopFacts(dir, 2026);
}

describe('the cells', () => {
  it('reads a weight in whole grams, and says how to write kilograms', () => {
    expect(['500', '500 g', '350gr', '1.200 gram', '1200'].map(readGrams)).toEqual([500, 500, 350, 1200, 1200].map((value) => ({ value })));
    expect(['0,35 kg', '1 kg', '0', 'setengah', '350,5', '250000'].map(readGrams)).toEqual([
      { error: "'0,35 kg': tulis beratnya dalam gram, angka saja: 350" },
      { error: "'1 kg': tulis beratnya dalam gram, angka saja: 1000" },
      { error: 'berat harus lebih dari 0 gram (contoh: 350)' },
      { error: "'setengah' bukan berat dalam gram (contoh: 350 untuk 350 gram)" },
      { error: "'350,5' bukan berat dalam gram (contoh: 350 untuk 350 gram)" },
      { error: '250000 gram terlalu berat (paling banyak 100000): ada angka 0 kelebihan?' },
    ]);
  });

  it('reads services apart by commas, spaces tidied', () => {
    expect(readServices(' JNE  REG , J&T EZ,')).toEqual({ value: ['JNE REG', 'J&T EZ'] });
    expect(readServices(' , ')).toEqual({ error: "tulis nama layanan seperti di kolom 'layanan' ongkir.csv, pisahkan dengan koma (contoh: JNE REG, Kurir toko)" });
  });

  it('finds the shop’s kota/kabupaten by name or code, and names both when the name fits two', () => {
    expect(readShopRegency('Kota Bandung')).toEqual({ value: { regencyCode: '32.73', name: 'Kota Bandung' } });
    expect(readShopRegency('32.04')).toEqual({ value: { regencyCode: '32.04', name: 'Kabupaten Bandung' } });
    expect(readShopRegency('kab garut')).toEqual({ value: { regencyCode: '32.05', name: 'Kabupaten Garut' } });
    expect(readShopRegency('Bandung')).toEqual({ error: "'Bandung' bisa Kabupaten Bandung atau Kota Bandung: tulis salah satunya (contoh: Kota Bandung atau 32.73)" });
    expect(readShopRegency('Kota Bandng')).toEqual({ error: "kota/kabupaten 'Kota Bandng' tidak ada; mungkin maksudnya 'Kota Bandung'? (contoh: Kota Bandung atau 32.73)" });
  });
});

describe('toko.csv: the shipping facts', () => {
  it('without the keys: 1000 g a product, no free shipping, no pickup', async () => {
    expect((await read([])).facts!.shipping).toEqual({ defaultWeightGrams: 1000, freeShipping: null, pickup: null });
    // Written but empty is the same as not written.
    expect((await read(['berat_default;', 'gratis_ongkir_min;', 'gratis_ongkir_layanan;', 'kota_toko;'])).facts!.shipping).toEqual({ defaultWeightGrams: 1000, freeShipping: null, pickup: null });
  });

  it('with them: the default weight, free shipping from a total (the cheapest service when none is named) and pickup in her city', async () => {
    expect((await read(['berat_default;500', 'gratis_ongkir_min;Rp 500.000', 'kota_toko;Kota Bandung'])).facts!.shipping).toEqual({
      defaultWeightGrams: 500,
      freeShipping: { minTotal: 500000, services: [] },
      pickup: { regencyCode: '32.73', name: 'Kota Bandung' },
    });
    expect((await read(['Gratis Ongkir Min;300000', 'gratis ongkir layanan;JNE REG, Kurir toko'])).facts!.shipping.freeShipping).toEqual({ minTotal: 300000, services: ['JNE REG', 'Kurir toko'] });
  });

  it('says what is wrong with each, by row', async () => {
    const { facts, problems } = await read(['berat_default;0,5 kg', 'gratis_ongkir_min;lima ratus ribu', 'kota_toko;Bandung', 'gratis_ongkir_lyanan;JNE REG']);
    expect(facts).toBeUndefined();
    expect(problems.map(formatProblem)).toEqual([
      "toko.csv, baris 8, kolom 'nilai': berat_default: '0,5 kg': tulis beratnya dalam gram, angka saja: 500",
      "toko.csv, baris 9, kolom 'nilai': gratis_ongkir_min: 'lima ratus ribu' bukan harga rupiah (contoh: 150000 atau Rp 150.000, tanpa sen)",
      "toko.csv, baris 10, kolom 'nilai': kota_toko: 'Bandung' bisa Kabupaten Bandung atau Kota Bandung: tulis salah satunya (contoh: Kota Bandung atau 32.73)",
      "toko.csv, baris 11, kolom 'kunci': kunci 'gratis_ongkir_lyanan' tidak dikenal; mungkin maksudnya 'gratis_ongkir_layanan'?",
    ]);
  });

  it('asks for the threshold when free services are named without one', async () => {
    expect((await read(['gratis_ongkir_layanan;JNE REG'])).problems.map(formatProblem)).toEqual([
      "toko.csv, baris 8, kolom 'nilai': gratis_ongkir_layanan: isi juga gratis_ongkir_min, belanja paling sedikit berapa agar ongkirnya gratis (contoh: 500000)",
    ]);
  });
});

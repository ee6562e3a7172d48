/**
 * @jest-environment node
 */
// ongkir.csv as its owner writes it: every rule of the sheet, and the message for each bad row.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { formatProblem } from '../../scripts/catalog/sheet/problems';
import { readSheet } from '../../scripts/catalog/sheet/readSheet';
import { withOngkirHeaders } from '../../scripts/shop/ongkir/ongkirColumns';
import { ratesFromSheet, readDays } from '../../scripts/shop/ongkir/ongkirRows';
import { readOngkir } from '../../scripts/shop/ongkir/readOngkir';

const HEADER = 'provinsi;kota/kabupaten;kecamatan;layanan;harga per kg;harga tetap;estimasi (hari)';
const ratesOf = (lines: string[], header = HEADER) => ratesFromSheet(withOngkirHeaders(readSheet('ongkir.csv', [header, ...lines].join('\r\n')).sheet!));
const messages = (lines: string[], header = HEADER) => ratesOf(lines, header).problems.map(formatProblem);
const rowsOf = (lines: string[], header = HEADER) => {
  const { rates, problems } = ratesOf(lines, header);
  expect(problems.map(formatProblem)).toEqual([]);
  return rates!.rows;
};

describe('ongkir.csv: what each row says', () => {
  it('reads a province, a kota/kabupaten and a kecamatan as dataset codes, the most specific level filled being the destination', () => {
    expect(
      rowsOf([
        'Jawa Barat;;;JNE REG;Rp 9.000;;1-2',
        'Jawa Barat;Kota Bandung;;JNE REG;7000;;1',
        ';Kota Bandung;Coblong;Kurir toko;;Rp 5.000;1',
        'Aceh;;;J&T EZ;Rp 31.500,-;;4 - 7',
      ]),
    ).toEqual([
      { area: '11', service: 'J&T EZ', perKg: 31500, days: '4-7' },
      { area: '32', service: 'JNE REG', perKg: 9000, days: '1-2' },
      { area: '32.73', service: 'JNE REG', perKg: 7000, days: '1' },
      { area: '32.73.02', service: 'Kurir toko', flat: 5000, days: '1' },
    ]);
  });

  it('takes names in any case, with or without Kota/Kabupaten/Kab./Kec./Provinsi, the other names of a province, and codes with or without dots', () => {
    expect(
      rowsOf([
        'provinsi jawa barat;kab. bandung;kec. cileunyi;A;1000;;',
        'DKI Jakarta;jakarta selatan;;A;1000;;',
        'DIY;;;A;1000;;',
        ';32.73;32.73.02;B;1000;;',
        ';3204;;B;1000;;',
        '35;;;B;1000;;',
        ';KOTA BANDUNG;SUMUR BANDUNG;C;1000;;',
      ]).map(({ area, service }) => `${area} ${service}`),
    ).toEqual(['31.74 A', '32.04 B', '32.04.05 A', '32.73.02 B', '32.73.19 C', '34 A', '35 B']);
  });

  it("prices a row per kg, flat for any weight, or 'dikonfirmasi' when the seller prices it (GoSend); the estimate is optional", () => {
    expect(
      rowsOf([
        ';Kota Bandung;;GoSend;dikonfirmasi;;',
        ';Kota Bandung;;GrabExpress;;Dikonfirmasi penjual;',
        ';Kota Bandung;;Kurir toko;;0;1',
        ';Kota Bandung;;JNE YES;Rp 18.000,00;;1 hari',
        ';Kota Bandung;;Pos Kilat;9000;;2–3',
      ]),
    ).toEqual([
      { area: '32.73', service: 'GoSend', confirm: true },
      { area: '32.73', service: 'GrabExpress', confirm: true },
      { area: '32.73', service: 'JNE YES', perKg: 18000, days: '1' },
      { area: '32.73', service: 'Kurir toko', flat: 0, days: '1' },
      { area: '32.73', service: 'Pos Kilat', perKg: 9000, days: '2-3' },
    ]);
  });

  it('spells a service as its first row does, so a later lower-case row is the same service, and lists the services in the sheet’s order', () => {
    const { rates } = ratesOf(['Jawa Barat;;;JNE  REG;9000;;', 'Bali;;;J&T EZ;20000;;', 'Jawa Tengah;;;jne reg;12000;;']);
    expect(rates!.services).toEqual(['JNE REG', 'J&T EZ']);
    expect(rates!.rows.map(({ service }) => service)).toEqual(['JNE REG', 'JNE REG', 'J&T EZ']);
  });

  it('reads estimates as the owner types them', () => {
    expect(['1', '2-3', '2 - 3', '2–3', '2—3', '3-3', '2-3 hari', '0'].map((cell) => readDays(cell))).toEqual(
      ['1', '2-3', '2-3', '2-3', '2-3', '3', '2-3', '0'].map((value) => ({ value })),
    );
  });
});

describe('ongkir.csv: headers', () => {
  it('takes the columns in any case, spaces or underscores, a note in brackets, kabupaten/kota either way round, and keeps # columns for her notes', () => {
    expect(rowsOf(['32;Kurir;10000;Ok'], 'Provinsi;LAYANAN;Harga_Tetap;#catatan')).toEqual([{ area: '32', service: 'Kurir', flat: 10000 }]);
    expect(rowsOf(['Kota Bandung;Kurir;10000;1'], 'Kabupaten/Kota;Layanan;harga/kg;Estimasi Hari')).toEqual([{ area: '32.73', service: 'Kurir', perKg: 10000, days: '1' }]);
  });

  it('names an unknown header, and says when the service, destination or price columns are missing', () => {
    expect(messages(['Jawa Barat;JNE REG;9000;2'], 'provinsi;layanan;harga per kg;lama')).toEqual([
      "ongkir.csv, baris 1, kolom D: kolom 'lama' tidak dikenal (yang dikenal: provinsi, kota/kabupaten, kecamatan, layanan, harga per kg, harga tetap, estimasi); untuk catatan sendiri, awali judulnya dengan #",
    ]);
    expect(messages(['Jawa Barat;JNE REG;9000'], 'provinsi;layan;harga per kg')).toEqual([
      "ongkir.csv, baris 1, kolom B: kolom 'layanan' tidak ada; ada 'layan': ganti judulnya jadi 'layanan'",
    ]);
    expect(messages(['JNE REG'], 'layanan')).toEqual([
      "ongkir.csv, baris 1: tidak ada kolom tujuan: perlu 'provinsi', 'kota/kabupaten' atau 'kecamatan'",
      "ongkir.csv, baris 1: tidak ada kolom harga: perlu 'harga per kg' atau 'harga tetap'",
    ]);
  });
});

describe('ongkir.csv: bad rows, each named by row and column', () => {
  it('says what is wrong with a destination, with the names it most likely means', () => {
    expect(
      messages([
        ';;;JNE REG;9000;;',
        'Jawa Brat;;;JNE REG;9000;;',
        ';Bandung;;JNE REG;9000;;',
        'Jawa Tengah;Kota Bandung;;JNE REG;9000;;',
        ';Kota Bandng;;JNE REG;9000;;',
        ';Kota Bandung;Coblog;JNE REG;9000;;',
        'Jawa Barat;;Coblong;JNE REG;9000;;',
        ';Kabupaten Bandung;32.73.02;JNE REG;9000;;',
        ';99.01;;JNE REG;9000;;',
      ]),
    ).toEqual([
      "ongkir.csv, baris 2, kolom 'provinsi': tujuan kosong: isi provinsi, kota/kabupaten, atau kota/kabupaten dengan kecamatannya",
      "ongkir.csv, baris 3, kolom 'provinsi': provinsi 'Jawa Brat' tidak dikenal; mungkin maksudnya 'Jawa Barat'?",
      "ongkir.csv, baris 4, kolom 'kota/kabupaten': 'Bandung' bisa Kabupaten Bandung atau Kota Bandung: tulis salah satunya",
      "ongkir.csv, baris 5, kolom 'kota/kabupaten': Kota Bandung ada di Jawa Barat, bukan di Jawa Tengah",
      "ongkir.csv, baris 6, kolom 'kota/kabupaten': kota/kabupaten 'Kota Bandng' tidak ada; mungkin maksudnya 'Kota Bandung'?",
      "ongkir.csv, baris 7, kolom 'kecamatan': kecamatan 'Coblog' tidak ada di Kota Bandung; mungkin maksudnya 'Coblong'?",
      "ongkir.csv, baris 8, kolom 'kota/kabupaten': kecamatan 'Coblong' perlu kota/kabupatennya: nama kecamatan bisa sama di beberapa tempat (isi kolom 'kota/kabupaten', misalnya Kota Bandung)",
      "ongkir.csv, baris 9, kolom 'kecamatan': kecamatan Coblong (32.73.02) ada di Kota Bandung, bukan di Kabupaten Bandung",
      "ongkir.csv, baris 10, kolom 'kota/kabupaten': kode kota/kabupaten '99.01' tidak ada (contoh: 32.73 untuk Kota Bandung)",
    ]);
  });

  it('says what is wrong with a service, a price or an estimate', () => {
    expect(
      messages([
        'Bali;;;;9000;;',
        'Bali;;;Ambil di toko;;0;',
        `Bali;;;${'X'.repeat(41)};9000;;`,
        'Bali;;;JNE REG;;;',
        'Bali;;;J&T EZ;9000;10000;',
        'Bali;;;SiCepat BEST;9.000,50;;',
        'Bali;;;SiCepat REG;;-5000;',
        'Bali;;;Pos Kilat;9000;;besok',
        'Bali;;;Lion Parcel;9000;;5-2',
        'Bali;;;Wahana;9000;;90',
      ]),
    ).toEqual([
      "ongkir.csv, baris 2, kolom 'layanan': layanan kosong (contoh: JNE REG, J&T EZ, Kurir toko, GoSend)",
      "ongkir.csv, baris 3, kolom 'layanan': 'Ambil di toko' tidak ditulis di sini: isi kota_toko di toko.csv, maka pembeli di kota itu bisa memilih Ambil di toko",
      "ongkir.csv, baris 4, kolom 'layanan': nama layanan terlalu panjang: 41 huruf, paling banyak 40",
      "ongkir.csv, baris 5, kolom 'harga per kg': harga kosong: isi 'harga per kg' atau 'harga tetap', atau tulis 'dikonfirmasi' bila ongkirnya dihitung penjual (seperti GoSend)",
      "ongkir.csv, baris 6, kolom 'harga tetap': isi salah satu saja: 'harga per kg' (dikali berat, dibulatkan ke atas per kg) atau 'harga tetap' (berapa pun beratnya)",
      "ongkir.csv, baris 7, kolom 'harga per kg': '9.000,50' bukan harga rupiah (contoh: 150000 atau Rp 150.000, tanpa sen); atau tulis 'dikonfirmasi' bila ongkirnya dihitung penjual",
      "ongkir.csv, baris 8, kolom 'harga tetap': '-5000' negatif: harga tidak boleh kurang dari 0; atau tulis 'dikonfirmasi' bila ongkirnya dihitung penjual",
      "ongkir.csv, baris 9, kolom 'estimasi': 'besok' bukan lama kirim dalam hari (contoh: 1 atau 2-3 (hari))",
      "ongkir.csv, baris 10, kolom 'estimasi': '5-2': angka yang kecil dulu (tulis 2-5)",
      "ongkir.csv, baris 11, kolom 'estimasi': 90 hari terlalu lama: paling lama 60 hari (contoh: 1 atau 2-3 (hari))",
    ]);
  });

  it('refuses a second row for the same destination and service, whatever its spelling, naming the first', () => {
    expect(
      messages([
        'Jawa Barat;Kota Bandung;;JNE REG;7000;;',
        ';32.73;;jne reg;8000;;',
        ';Kota Bandung;Coblong;Kurir toko;;5000;',
        'Jawa Barat;Kota Bandung;kec. coblong;Kurir Toko;;6000;',
        'Jawa Barat;;;JNE REG;9000;;',
      ]),
    ).toEqual([
      "ongkir.csv, baris 3, kolom 'layanan': 'JNE REG' ke Kota Bandung sudah ada di baris 2: tulis setiap layanan sekali per tujuan",
      "ongkir.csv, baris 5, kolom 'layanan': 'Kurir toko' ke Coblong (Kota Bandung) sudah ada di baris 4: tulis setiap layanan sekali per tujuan",
    ]);
  });

  it('is all or nothing: with any problem, no rates at all', () => {
    const { rates, problems } = ratesOf(['Jawa Barat;;;JNE REG;9000;;', 'Bali;;;JNE REG;;;']);
    expect(rates).toBeUndefined();
    expect(problems).toHaveLength(1);
  });
});

describe('ongkir.csv in the shop folder', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-ongkir-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is optional: without it, no rates and no problem', async () => {
    expect(await readOngkir(dir)).toEqual({ problems: [] });
  });

  it('reads it as spreadsheets save it: BOM, `,` or `;`, quoted cells', async () => {
    fs.writeFileSync(path.join(dir, 'ongkir.csv'), '\uFEFFprovinsi,layanan,harga per kg,estimasi (hari)\r\n"Jawa Barat","JNE REG","Rp 9.000","1-2"\r\n');
    expect((await readOngkir(dir)).rates!.rows).toEqual([{ area: '32', service: 'JNE REG', perKg: 9000, days: '1-2' }]);
  });

  it('says how to save it again when it is not UTF-8', async () => {
    fs.writeFileSync(path.join(dir, 'ongkir.csv'), iconv.encode('provinsi;layanan;harga tetap\r\nBali;Kurir Café;10000\r\n', 'windows-1252'));
    expect((await readOngkir(dir)).problems.map(formatProblem)).toEqual([
      "ongkir.csv: berkas tidak tersimpan sebagai UTF-8, jadi huruf seperti é, ’ atau emoji rusak: di Excel pilih Simpan Sebagai → 'CSV UTF-8 (Comma delimited)'; dari Google Sheets: File → Download → CSV",
      "ongkir.csv, baris 2, kolom 'layanan': huruf di 'Kurir Café' tidak terbaca sebagai UTF-8",
    ]);
  });
});

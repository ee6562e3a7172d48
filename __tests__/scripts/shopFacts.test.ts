/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCoordinates, readUrl, readWhatsapp } from '../../scripts/shop/factCells';
import { factsFiles, factsJson, writeShopFacts } from '../../scripts/shop/factsFiles';
import { mapLabels } from '../../scripts/shop/mapLabels';
import { demoOutput } from '../../scripts/shop/shopOutput';
import { readShopFacts } from '../../scripts/shop/shopFacts';
import { formatProblem } from '../../scripts/catalog/sheet/problems';
import { readRegionData } from '../../scripts/regions/regionFiles';
import type { PaymentFacts } from '../../src/config/payment';
import { codAllowed } from '../../src/features/checkout/payment/paymentMethods';

const root = path.resolve(__dirname, '../..');
const demo = path.join(root, 'toko-contoh');

const GOOD = [
  'kunci;nilai',
  'nama;Toko Ani',
  'slogan;Sandal buatan tangan',
  'deskripsi;Sandal kulit dari Garut.',
  'whatsapp;0812-3456-7890',
  'alamat;Jl. Merdeka 1, Garut',
  'titik_peta;-7.2, 107.9',
];

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-fakta-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function read(lines: string[] | Buffer) {
  fs.writeFileSync(path.join(dir, 'toko.csv'), Array.isArray(lines) ? lines.join('\r\n') : lines);
  return readShopFacts(dir, 2026);
}
const messages = async (lines: string[] | Buffer) => (await read(lines)).problems.map(formatProblem);

describe("toko.csv: the shop's facts in her folder", () => {
  it('reads the facts she writes, with a copyright line made from the year and the name when she writes none', async () => {
    const { facts, problems } = await read(GOOD);
    expect(problems).toEqual([]);
    expect(facts).toEqual({
      pages: {},
      // Her initials, her mark without a logo file.
      shop: { name: 'Toko Ani', tagline: 'Sandal buatan tangan', description: 'Sandal kulit dari Garut.', whatsappNumber: '6281234567890', copyright: '© 2026 Toko Ani', initials: 'TA' },
      // The map's labels drawn from her name and street.
      contact: { address: 'Jl. Merdeka 1, Garut', coordinates: { lat: -7.2, lng: 107.9 }, social: {}, paymentLogos: [], mapLabels: mapLabels({ name: 'Toko Ani', address: 'Jl. Merdeka 1, Garut' }) },
      // Without the shipping keys: 1000 g, no free shipping, no pickup (issue 51).
      shipping: { defaultWeightGrams: 1000, freeShipping: null, pickup: null },
      // Without awalan_pesanan: the name's first two letters number the orders (issue 52).
      payment: { orderPrefix: 'TO', banks: [], ewallets: [], qris: null, cod: null, uniqueCode: false },
    });
  });

  it("reads awalan_pesanan in capitals, and says what to write when it is not 1 to 5 letters or digits", async () => {
    expect((await read([...GOOD, 'awalan_pesanan;ta']))?.facts?.payment.orderPrefix).toBe('TA');
    expect(await messages([...GOOD, 'awalan_pesanan;TA-01'])).toEqual([
      "toko.csv, baris 8, kolom 'nilai': awalan_pesanan: 'TA-01': tulis 1 sampai 5 huruf atau angka, tanpa spasi atau tanda baca (contoh: LK)",
    ]);
  });

  it('reads keys as the sheets read headers (any case, spaces), ignores her own extra columns, and leaves an empty optional fact out', async () => {
    const { facts, problems } = await read(['Kunci;Nilai;Keterangan', ...GOOD.slice(1).map((line) => `${line};catatan saya`), 'Hak Cipta;© 2024 Ani;', 'instagram;https://instagram.com/tokoani;', 'tiktok;;belum punya']);
    expect(problems).toEqual([]);
    expect(facts?.shop.copyright).toBe('© 2024 Ani');
    expect(facts?.contact.social).toEqual({ instagram: 'https://instagram.com/tokoani' });
  });

  it('reads a comma-separated file from Google Sheets with a BOM and quoted cells', async () => {
    const text = `\uFEFF${['kunci,nilai', 'nama,Toko Ani', 'slogan,"Sandal, sepatu, tas"', 'deskripsi,Toko.', 'whatsapp,+62 812 3456 7890', 'alamat,"Jl. Merdeka 1, Garut"', 'titik_peta,"-7.2, 107.9"'].join('\n')}`;
    const { facts, problems } = await read(Buffer.from(text));
    expect(problems).toEqual([]);
    expect(facts?.shop.tagline).toBe('Sandal, sepatu, tas');
    expect(facts?.contact.coordinates).toEqual({ lat: -7.2, lng: 107.9 });
  });

  it('names every problem at once, by file, row and column', async () => {
    const lines = [...GOOD];
    lines[4] = 'whatsapp;+62 0812 3456 7890';
    lines[6] = 'titik_peta;107.9, -7.2';
    expect(await messages([...lines, 'whatsap;0812', 'nama;Toko Budi', 'instagram;instagram.com/tokoani', ';Rp 10.000'])).toEqual([
      "toko.csv, baris 5, kolom 'nilai': whatsapp: '+62 0812 3456 7890': hapus angka 0 sesudah 62 (tulis +62 812…, bukan +62 0812…)",
      "toko.csv, baris 7, kolom 'nilai': titik_peta: lintang 107.9 di luar -90 sampai 90: lintang dan bujur tertukar? tulis lintang dulu (contoh: -6.9175, 107.6096 (di Google Maps: klik kanan titik toko, lalu klik angkanya untuk menyalin))",
      "toko.csv, baris 8, kolom 'kunci': kunci 'whatsap' tidak dikenal; mungkin maksudnya 'whatsapp'?",
      "toko.csv, baris 9, kolom 'kunci': kunci 'nama' sudah ada di baris 2; tulis setiap kunci sekali",
      "toko.csv, baris 10, kolom 'nilai': instagram: 'instagram.com/tokoani' bukan alamat web yang diawali https://; mungkin maksudnya 'https://instagram.com/tokoani'?",
      "toko.csv, baris 11, kolom 'kunci': kunci kosong untuk nilai 'Rp 10.000'",
    ]);
  });

  it('reads her words, and names a bad one by row and column', async () => {
    const { facts } = await read([...GOOD, 'sapaan_chat;Assalamualaikum, Butik Ani', 'menu_sale;Diskon', 'model_custom;Gamis, Tunik , Hijab']);
    expect(facts?.contact.chatGreeting).toBe('Assalamualaikum, Butik Ani');
    expect(facts?.shop.menu).toEqual({ sale: 'Diskon' });
    expect(facts?.pages.customModels).toEqual(['Gamis', 'Tunik', 'Hijab']);
    expect(await messages([...GOOD, 'menu_home;Beranda toko kami yang paling lengkap', 'model_custom;Gamis, gamis', 'teks_beranda;Baris satu\nbaris dua'])).toEqual([
      "toko.csv, baris 8, kolom 'nilai': menu_home: terlalu panjang: 37 huruf, paling banyak 20",
      "toko.csv, baris 9, kolom 'nilai': model_custom: model 'gamis' ditulis dua kali",
      "toko.csv, baris 10, kolom 'nilai': teks_beranda: tulis dalam satu baris (tanpa Enter di dalam sel)",
    ]);
  });

  it('lists the known keys when a key is nothing like any of them', async () => {
    expect(await messages([...GOOD, 'ongkos kirim;10000'])).toEqual([
      "toko.csv, baris 8, kolom 'kunci': kunci 'ongkos kirim' tidak dikenal; yang dikenal: nama, slogan, hak_cipta, deskripsi, whatsapp, alamat, titik_peta, instagram, youtube, tiktok, logo_pembayaran, berat_default, gratis_ongkir_min, gratis_ongkir_layanan, kota_toko, awalan_pesanan, bank, ewallet, qris, cod, kode_unik, logo, daftar_email, saluran_whatsapp, sapaan_chat, teks_beranda, menu_home, menu_sale, menu_hadiah, menu_custom, teks_hadiah, teks_custom, model_custom",
    ]);
  });

  it('asks for each required fact that is missing or empty, with an example', async () => {
    expect(await messages(['kunci;nilai', 'nama;', ...GOOD.slice(2, 4), ...GOOD.slice(5)])).toEqual([
      "toko.csv, baris 2, kolom 'nilai': nilai 'nama' kosong (contoh: Langkah)",
      "toko.csv: kunci 'whatsapp' belum ada: tambahkan baris 'whatsapp' dengan nilai seperti '0812-3456-7890'",
    ]);
  });

  it('refuses a line break inside a one-line fact, and a fact too long for its place', async () => {
    const lines = [...GOOD];
    lines[1] = 'nama;"Toko\nAni"';
    lines[2] = `slogan;${'a'.repeat(81)}`;
    expect(await messages(lines)).toEqual([
      "toko.csv, baris 2, kolom 'nilai': nama: tulis dalam satu baris (tanpa Enter di dalam sel)",
      // The cell with a line break is still one row: the next is row 3, as the spreadsheet numbers it.
      "toko.csv, baris 3, kolom 'nilai': slogan: terlalu panjang: 81 huruf, paling banyak 80",
    ]);
  });

  it('names a missing column, and the header she has that is closest to it', async () => {
    expect(await messages(['kunci;nilia', 'nama;Toko Ani'])).toEqual(["toko.csv, baris 1, kolom 'nilai': kolom 'nilai' tidak ada; ada 'nilia': ganti judulnya jadi 'nilai'"]);
    expect(await messages(['nama;Toko Ani'])).toEqual([
      "toko.csv, baris 1, kolom 'kunci': kolom 'kunci' tidak ada di baris judul (baris pertama: kunci;nilai)",
      "toko.csv, baris 1, kolom 'nilai': kolom 'nilai' tidak ada di baris judul (baris pertama: kunci;nilai)",
    ]);
  });

  it('says where the file should be when it is missing, and how to save a sheet Excel saved in its own code page', async () => {
    const missing = await readShopFacts(dir, 2026);
    expect(missing.problems.map(formatProblem)).toEqual([`toko.csv: berkas tidak ada di ${dir}: di sinilah nama toko, nomor WhatsApp dan alamatnya (contoh: toko-contoh/toko.csv)`]);
    const windows1252 = Buffer.from(`${GOOD.join('\r\n')}\r\nalamat;Jl. Caf\xe9`, 'latin1');
    const problems = await messages(windows1252);
    expect(problems[0]).toMatch(/^toko\.csv: berkas tidak tersimpan sebagai UTF-8.*CSV UTF-8/);
    expect(problems[1]).toBe("toko.csv, baris 8, kolom 'nilai': huruf di 'Jl. Café' tidak terbaca sebagai UTF-8");
  });
});

describe('the values she types', () => {
  it('reads a WhatsApp number as people write one, into the international format wa.me wants', () => {
    for (const written of ['0812-3456-7890', '+62 812-3456-7890', '62 812 3456 7890', '(0812) 3456.7890', '+6281234567890']) expect(readWhatsapp(written)).toEqual({ value: '6281234567890' });
    expect(readWhatsapp('+60 12-345 6789')).toEqual({ value: '60123456789' });
    expect(readWhatsapp('0812-3456-78901234')).toEqual({ error: expect.stringContaining('terlalu panjang') });
    expect(readWhatsapp('0812')).toEqual({ error: expect.stringContaining('terlalu pendek') });
    expect(readWhatsapp('0812 3456 789O')).toEqual({ error: expect.stringContaining('bukan nomor telepon') });
    expect(readWhatsapp('+0812 3456 7890')).toEqual({ error: expect.stringContaining('tanpa 0') });
  });

  it('reads a map point as Google Maps copies it, or with decimal commas, and refuses one off the globe', () => {
    expect(readCoordinates('-6.9175, 107.6096')).toEqual({ value: { lat: -6.9175, lng: 107.6096 } });
    expect(readCoordinates('-6,9175; 107,6096')).toEqual({ value: { lat: -6.9175, lng: 107.6096 } });
    expect(readCoordinates('-6,9175 107,6096')).toEqual({ value: { lat: -6.9175, lng: 107.6096 } });
    expect(readCoordinates('-6.9175,107.6096')).toEqual({ value: { lat: -6.9175, lng: 107.6096 } });
    expect(readCoordinates('-6,9175, 107,6096')).toEqual({ error: expect.stringContaining('bukan titik peta') });
    expect(readCoordinates('Bandung')).toEqual({ error: expect.stringContaining('bukan titik peta') });
    expect(readCoordinates('-96.1, 107.6')).toEqual({ error: expect.stringMatching(/^lintang -96\.1 di luar -90 sampai 90 \(/) });
    expect(readCoordinates('-6.9, 190.2')).toEqual({ error: expect.stringMatching(/^bujur 190\.2 di luar -180 sampai 180/) });
  });

  it('takes http(s) web addresses only', () => {
    expect(readUrl('https://www.tiktok.com/@langkah.id')).toEqual({ value: 'https://www.tiktok.com/@langkah.id' });
    expect(readUrl('http://tokoani.id')).toEqual({ value: 'http://tokoani.id' });
    expect(readUrl('@tokoani')).toEqual({ error: "'@tokoani' bukan alamat web yang diawali https:// (contoh: https://www.instagram.com/namatoko)" });
    expect(readUrl('javascript:alert(1)')).toEqual({ error: expect.stringContaining('bukan alamat web') });
    expect(readUrl('https://localhost/ani')).toEqual({ error: expect.stringContaining('tidak lengkap') });
  });
});

describe("the facts where the app reads them", () => {
  it('the committed facts files are the demo folder’s toko.csv, as catalog:build writes them', async () => {
    const { facts, problems } = await readShopFacts(demo, 2025);
    expect(problems).toEqual([]);
    for (const file of ['shop', 'contact', 'shipping'] as const) {
      // Less the sale picture, which catalog:build adds once the catalogue has drawn it (demoShop.test.ts checks the whole files).
      const { salePicture, ...committed } = JSON.parse(fs.readFileSync(path.join(demoOutput(root).facts, factsFiles[file]), 'utf8')) as Record<string, unknown>;
      expect(factsJson({ ...committed, salePicture })).toBe(factsJson({ ...facts![file], salePicture }));
    }
  });

  it('writes each file whole and leaves unchanged ones alone', async () => {
    const { facts } = await read(GOOD);
    const factsDir = path.join(dir, 'facts');
    expect(await writeShopFacts(factsDir, facts!)).toEqual([factsFiles.shop, factsFiles.contact, factsFiles.shipping, factsFiles.payment, factsFiles.pages].map((file) => path.join(factsDir, file)));
    expect(JSON.parse(fs.readFileSync(path.join(factsDir, factsFiles.shop), 'utf8'))).toEqual(facts!.shop);
    expect(await writeShopFacts(factsDir, facts!)).toEqual([]);
    expect(fs.readdirSync(factsDir).sort()).toEqual(['contact.json', 'pages.json', 'payment.json', 'shipping.json', 'shop.json']);
  });
});

describe("toko.csv's payment keys (issue 52)", () => {
  it('reads a repeatable key as a list in the rows\' order, and the other payment keys', async () => {
    const { facts, problems } = await read([
      ...GOOD,
      'bank;BCA | 123-456-7890 | Toko Ani',
      'ewallet;gopay | 0812 3456 7890 | Ani',
      'bank;BNI|0123456789|Toko Ani',
      'cod;Kab. Garut, Jawa Barat',
      'kode_unik;YA',
    ]);
    expect(problems).toEqual([]);
    expect(facts?.payment).toEqual({
      orderPrefix: 'TO',
      banks: [
        { label: 'BCA', number: '1234567890', holder: 'Toko Ani' },
        { label: 'BNI', number: '0123456789', holder: 'Toko Ani' },
      ],
      ewallets: [{ label: 'GoPay', number: '081234567890', holder: 'Ani' }],
      qris: null,
      // Under the region data's names, the ones the checkout's address picker gives.
      cod: { areas: ['Kabupaten Garut', 'Jawa Barat'] },
      uniqueCode: true,
    });
    // The footer's logos follow her methods, every one she takes (COD too)…
    expect(facts?.contact.paymentLogos).toEqual(['BCA', 'BNI', 'GoPay', 'COD']);
  });

  it('shows the footer logos she names in logo_pembayaran instead, in her order', async () => {
    const { facts, problems } = await read([...GOOD, 'bank;BCA | 1234567890 | Toko Ani', 'logo_pembayaran;Visa, BCA, bca,  Bank  Jago']);
    expect(problems).toEqual([]);
    expect(facts?.contact.paymentLogos).toEqual(['Visa', 'BCA', 'Bank Jago']);
  });

  it('without payment keys: no method, no kode unik (the checkout hides the step)', async () => {
    expect((await read(GOOD)).facts?.payment).toEqual({ orderPrefix: 'TO', banks: [], ewallets: [], qris: null, cod: null, uniqueCode: false });
  });

  it("names each bad payment row, and a key that does not repeat still may not", async () => {
    expect(
      await messages([...GOOD, 'bank;BCA 1234567890 Toko Ani', 'bank;BCA | 12ab | Toko Ani', 'ewallet;LinkAja | 08123456789 | Ani', 'qris;foto/qris.pdf', 'kode_unik;mungkin', 'cod;tidak', 'kode_unik;ya']),
    ).toEqual([
      "toko.csv, baris 8, kolom 'nilai': bank: tulis nama bank, nomor dan nama pemilik, dipisah tanda | (contoh: BCA | 1234567890 | Langkah Indonesia)",
      "toko.csv, baris 9, kolom 'nilai': bank: nomor rekening '12ab' harus 5 sampai 20 angka (contoh: BCA | 1234567890 | Langkah Indonesia)",
      "toko.csv, baris 10, kolom 'nilai': ewallet: e-wallet 'LinkAja' tidak dikenal; yang bisa: DANA, OVO, GoPay, ShopeePay",
      "toko.csv, baris 11, kolom 'nilai': qris: 'foto/qris.pdf': tulis nama berkas gambar QRIS di folder toko ini, .png, .jpg, .webp atau .svg (contoh: qris.png)",
      "toko.csv, baris 12, kolom 'nilai': kode_unik: 'mungkin': tulis 'ya' atau 'tidak'",
      "toko.csv, baris 13, kolom 'nilai': cod: untuk tanpa COD, kosongkan nilainya atau hapus barisnya",
      "toko.csv, baris 14, kolom 'kunci': kunci 'kode_unik' sudah ada di baris 12; tulis setiap kunci sekali",
    ]);
  });
});

describe('every payment method she takes is in the footer (issue 63)', () => {
  it('lists her banks, e-wallets, QRIS and COD, each once, when logo_pembayaran is empty', async () => {
    fs.writeFileSync(path.join(dir, 'qris.png'), 'png');
    const { facts, problems } = await read([
      ...GOOD,
      'bank;BRI | 0023-01-000123-56-7 | Toko Ani',
      'bank;BRI | 0023-01-000999-50-1 | Ani',
      'ewallet;DANA | 0857-1234-5678 | Ani',
      'qris;qris.png',
      'cod;ya',
    ]);
    expect(problems).toEqual([]);
    expect(facts?.contact.paymentLogos).toEqual(['BRI', 'DANA', 'QRIS', 'COD']);
  });
});

describe('cod: the places spelt as ongkir.csv spells them (issue 63)', () => {
  it("reads 'Kab.', 'Kabupaten', 'Kota', any case and spaces, and keeps the region data's names", async () => {
    expect((await read([...GOOD, 'cod;Kab. Sleman, Kota Yogyakarta'])).facts?.payment.cod).toEqual({ areas: ['Kabupaten Sleman', 'Kota Yogyakarta'] });
    expect((await read([...GOOD, 'cod;kabupaten  SLEMAN,kota yogyakarta, DIY'])).facts?.payment.cod).toEqual({ areas: ['Kabupaten Sleman', 'Kota Yogyakarta', 'Daerah Istimewa Yogyakarta'] });
  });

  it('offers COD at the checkout in Kabupaten Sleman as in Kota Yogyakarta, as the address picker names them, and nowhere else', async () => {
    const cod = (await read([...GOOD, 'cod;Kab. Sleman, Kota Yogyakarta'])).facts?.payment.cod as PaymentFacts['cod'];
    const regions = readRegionData();
    const named = (code: string) => ({ regency: regions.regencies.find((row) => row.code === code)!.name, province: regions.provinces.find((row) => row.code === code.slice(0, 2))!.name });
    expect(codAllowed(cod, named('34.04'))).toBe(true);
    expect(codAllowed(cod, named('34.71'))).toBe(true);
    expect(codAllowed(cod, named('34.02'))).toBe(false);
  });

  it('names a place it cannot find with the nearest real one, and a name that is two places, with file, row and column', async () => {
    expect(await messages([...GOOD, 'cod;Kab. Slemn, Kota Garut'])).toEqual([
      "toko.csv, baris 8, kolom 'nilai': cod: kota/kabupaten 'Kab. Slemn' tidak ada; mungkin maksudnya 'Kabupaten Sleman'?; kota/kabupaten 'Kota Garut' tidak ada; mungkin maksudnya 'Kabupaten Garut'? (tulis seperti di ongkir.csv, contoh: Kab. Sleman, Kota Yogyakarta, Jawa Tengah)",
    ]);
    expect(await messages([...GOOD, 'cod;Bandung', 'cod;x'])).toEqual([
      "toko.csv, baris 8, kolom 'nilai': cod: 'Bandung' bisa Kabupaten Bandung atau Kota Bandung: tulis salah satunya (tulis seperti di ongkir.csv, contoh: Kab. Sleman, Kota Yogyakarta, Jawa Tengah)",
      "toko.csv, baris 9, kolom 'kunci': kunci 'cod' sudah ada di baris 8; tulis setiap kunci sekali",
    ]);
    expect(await messages([...GOOD, 'cod;Jawa Barta'])).toEqual([
      "toko.csv, baris 8, kolom 'nilai': cod: provinsi 'Jawa Barta' tidak dikenal; mungkin maksudnya 'Jawa Barat'? (tulis seperti di ongkir.csv, contoh: Kab. Sleman, Kota Yogyakarta, Jawa Tengah)",
    ]);
  });
});

describe('daftar_email and saluran_whatsapp: the footer sign-up and her channel (issue 63)', () => {
  it('reads a sign-up form address and a channel link into the footer facts', async () => {
    const { facts, problems } = await read([...GOOD, 'daftar_email;https://buttondown.com/api/emails/embed-subscribe/tokoani', 'saluran_whatsapp;whatsapp.com/channel/0029VaTokoAni1234567890']);
    expect(problems).toEqual([]);
    expect(facts?.contact.signupUrl).toBe('https://buttondown.com/api/emails/embed-subscribe/tokoani');
    expect(facts?.contact.social).toEqual({ whatsappChannel: 'https://whatsapp.com/channel/0029VaTokoAni1234567890' });
  });

  it('refuses plain http (but for this computer), a half address and a chat link, naming row and column', async () => {
    expect((await read([...GOOD, 'daftar_email;http://127.0.0.1:4223/langganan'])).facts?.contact.signupUrl).toBe('http://127.0.0.1:4223/langganan');
    expect(await messages([...GOOD, 'daftar_email;http://tokoani.id/daftar', 'saluran_whatsapp;https://wa.me/6281234567890'])).toEqual([
      "toko.csv, baris 8, kolom 'nilai': daftar_email: 'http://tokoani.id/daftar': alamat email pembeli harus dikirim lewat https://, bukan http:// (contoh: https://buttondown.com/api/emails/embed-subscribe/namatoko)",
      "toko.csv, baris 9, kolom 'nilai': saluran_whatsapp: 'https://wa.me/6281234567890' bukan tautan saluran WhatsApp (contoh: https://whatsapp.com/channel/0029VaAbCdEfGhIjKlMnOp12 (di WhatsApp: Saluran, nama saluran, Bagikan tautan))",
    ]);
    expect(await messages([...GOOD, 'daftar_email;tokoani'])).toEqual([
      "toko.csv, baris 8, kolom 'nilai': daftar_email: 'tokoani' bukan alamat web formulir pendaftaran (contoh: https://buttondown.com/api/emails/embed-subscribe/namatoko)",
    ]);
  });
});

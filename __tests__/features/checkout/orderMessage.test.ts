import { checkLine, type CatalogProduct } from '../../../src/features/cart/catalogChecks';
import { composeOrderMessage, MAX_MESSAGE_LENGTH } from '../../../src/features/checkout/orderMessage';
import { emptyBuyer, type BuyerDetails } from '../../../src/features/checkout/buyer';
import { emptyAddress, MAX_STREET_LENGTH } from '../../../src/features/checkout/address/addressTypes';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { formatPrice } from '../../../src/lib/formatPrice';
import { legacyCart } from '../../fixtures/legacyCart';
import { notaLink } from '../../../src/features/nota/notaCodec';

const buyer: BuyerDetails = { ...emptyBuyer, name: 'Ayu Lestari', phone: '0812-3456-7890', address: { ...emptyAddress, street: 'Jl. Melati 5\nBandung' } };
const lines = legacyCart as unknown as CartLine[];

it('lists every line, the custom order, the totals and the buyer, in Indonesian', () => {
  const message = composeOrderMessage(lines, buyer);
  expect(message).toBe(
    [
      'Halo Langkah, saya mau pesan:',
      '',
      '*Produk*',
      '1. Sneakers Kanvas Putih',
      '   Warna: Putih, Ukuran: 40',
      `   Jumlah: 2 × ${formatPrice(250000)} = ${formatPrice(500000)}`,
      '2. Tas Anyam Pandan',
      `   Jumlah: 1 × ${formatPrice(180000)} = ${formatPrice(180000)}`,
      '',
      '*Pesanan custom*',
      '1. Sepatu custom',
      '   Model dasar: Loafer',
      '   Ukuran: 42',
      '   Warna: Cokelat tua',
      '   Catatan: Inisial "AR" di sisi kiri',
      '   Harga: mohon dikonfirmasi',
      '',
      'Total item: 3 (4 barang)',
      `Total harga: ${formatPrice(680000)}`,
      '',
      '*Data pemesan*',
      'Nama: Ayu Lestari',
      'Nomor HP: +6281234567890',
      'Alamat: Jl. Melati 5\n   > Bandung',
      '',
      'Terima kasih!',
    ].join('\n'),
  );
});

it('carries hostile text as typed, a further line of it quoted', () => {
  const hostile = (indent: string) => `<b>tebal</b> & "kutip" 'satu' 👟🔥\n${indent}> baris dua ${'x'.repeat(2000)}`;
  const typed = `<b>tebal</b> & "kutip" 'satu' 👟🔥\nbaris dua ${'x'.repeat(2000)}`;
  const custom: CartLine = { id: 'c1', type: 'custom', name: typed, price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [], notes: typed };
  const message = composeOrderMessage([custom], { ...buyer, name: typed, note: typed });
  expect(message.split(hostile('   '))).toHaveLength(4); // name of the line, buyer name, buyer note
  expect(message.split(hostile('      '))).toHaveLength(2); // the line's notes, under its detail
});

it('adds the note and a changed catalogue price when there is one', () => {
  const message = composeOrderMessage(lines.slice(1, 2), { ...buyer, note: 'Kirim sore' }, { changedPriceOf: () => 150000 });
  expect(message).toContain(`(perlu dikonfirmasi: harga di katalog sekarang ${formatPrice(150000)})`);
  expect(message).toContain('Catatan: Kirim sore');
});

it('marks each line the catalogue does not know, or has a problem with, as perlu dikonfirmasi', () => {
  const products: CatalogProduct[] = [{ id: 101, slug: 'sneakers-kanvas-putih', price: 250000, sizes: [{ size: '40', stock: 1 }] }];
  const message = composeOrderMessage(lines, buyer, { checkOf: (line) => checkLine(line, products) });
  expect(message).toContain(
    [
      '1. Sneakers Kanvas Putih',
      '   Warna: Putih, Ukuran: 40',
      `   Jumlah: 2 × ${formatPrice(250000)} = ${formatPrice(500000)}`,
      '   (perlu dikonfirmasi: stok tinggal 1)',
      '2. Tas Anyam Pandan',
      `   Jumlah: 1 × ${formatPrice(180000)} = ${formatPrice(180000)}`,
      '   (perlu dikonfirmasi: produk tidak ada di katalog toko)',
      '',
      '*Pesanan custom*',
    ].join('\n'),
  );
  // The custom order is confirmed by its own 'mohon dikonfirmasi' price, not marked again.
  expect(message.match(/perlu dikonfirmasi/g)).toHaveLength(2);
});

describe('the address, the dropship sender and the shipping', () => {
  const coblong = {
    province: { code: '32', name: 'Jawa Barat' },
    regency: { code: '32.73', name: 'Kota Bandung' },
    district: { code: '32.73.01', name: 'Coblong' },
    village: { code: '32.73.01.1001', name: 'Dago' },
    postalCode: '40135',
    street: 'Jl. Ir. H. Juanda 10, RT 02/RW 05, pagar hijau',
  };

  it('writes one line per level with the kode pos, then the service, the weight, the ongkir and Total bayar', () => {
    const message = composeOrderMessage(lines.slice(0, 2), { ...buyer, address: coblong }, { shipping: { service: 'JNE REG', ongkir: 18000, days: '2-3', grams: 1350 } });
    expect(message).toContain(
      [`Total harga: ${formatPrice(680000)}`, 'Berat: 1,4 kg (ongkir dihitung 2 kg)', 'Pengiriman: JNE REG (2–3 hari)', `Ongkir: ${formatPrice(18000)}`, `Total bayar: ${formatPrice(698000)}`].join('\n'),
    );
    expect(message).toContain(
      [
        '*Data pemesan*',
        'Nama: Ayu Lestari',
        'Nomor HP: +6281234567890',
        'Alamat: Jl. Ir. H. Juanda 10, RT 02/RW 05, pagar hijau',
        'Kelurahan/Desa: Dago',
        'Kecamatan: Coblong',
        'Kota/Kabupaten: Kota Bandung',
        'Provinsi: Jawa Barat',
        'Kode pos: 40135',
      ].join('\n'),
    );
  });

  it('names the recipient and the dropship sender apart', () => {
    const message = composeOrderMessage(lines.slice(0, 1), { ...buyer, address: coblong, dropship: true, senderName: 'Toko Reseller Sinar', senderPhone: '0857 1111 2222', note: 'Kado' });
    expect(message).toContain('*Penerima*\nNama: Ayu Lestari\nNomor HP: +6281234567890\nAlamat: Jl. Ir. H. Juanda');
    expect(message).toContain('*Pengirim (dropship)*\nNama pengirim: Toko Reseller Sinar\nNomor HP pengirim: +6285711112222\nCatatan: Kado');
    expect(message).not.toContain('*Data pemesan*');
  });

  it('says the seller confirms the ongkir, and gives no Total bayar, when it is not known', () => {
    const confirm = composeOrderMessage(lines.slice(0, 1), buyer, { shipping: { service: 'GoSend', ongkir: null, grams: 500 } });
    expect(confirm).toContain('Berat: 500 g\nPengiriman: GoSend\nOngkir: dikonfirmasi penjual\nTotal bayar: mohon dikirim penjual');
    const noRate = composeOrderMessage(lines.slice(0, 1), buyer, { shipping: { service: null, ongkir: null, grams: 500 } });
    expect(noRate).toContain('Berat: 500 g\nOngkir: dikonfirmasi penjual');
    // A custom line without a price: the goods are not all known either.
    const unpriced = composeOrderMessage(lines, buyer, { shipping: { service: 'JNE REG', ongkir: 9000, grams: 500 } });
    expect(unpriced).toContain(`Ongkir: ${formatPrice(9000)}\nTotal bayar: mohon dikirim penjual`);
  });

  it('says a free service is free, and what it would have cost', () => {
    const message = composeOrderMessage(lines.slice(0, 1), buyer, { shipping: { service: 'JNE REG', ongkir: 0, freeFrom: 18000, grams: 800 } });
    expect(message).toContain(`Ongkir: ${formatPrice(0)} (gratis ongkir, biasanya ${formatPrice(18000)})\nTotal bayar: ${formatPrice(500000)}`);
  });

  it('keeps a 20-line order with a 300-character address and every optional field within the message limit', () => {
    // Names as long as the demo's longest (27 characters), each with a colour, a size and two
    // pieces at a seven-digit price (the demo's dearest is Rp 649.000). Twenty lines of twelve
    // pieces each came to 4,016 characters with the nota link: such an order is told it is too
    // long (never cut) and can be sent in two.
    const twenty: CartLine[] = Array.from({ length: 20 }, (_, i) => ({
      id: `lk-${100 + i}`,
      name: `Kemeja Linen Lengan Panjang ${i + 1}`,
      price: 1_249_000,
      image: '',
      quantity: 2,
      selectedColor: 'Merah Muda',
      selectedSize: 'XL',
      colorOptions: [],
    }));
    // 300 characters of directions as shoppers write them (prose compresses less than a repeated letter).
    const street = 'Jl. Ir. H. Juanda No. 123, Gang Melati III, RT 02/RW 05, rumah cat hijau pagar hitam di samping warung Bu Sri, seberang masjid Al-Ikhlas, masuk gang kedua setelah minimarket, lantai 2 kamar paling ujung, titip ke satpam kalau tidak ada orang, telepon dulu sebelum sampai ya kak, terima kasih banyak sekali'
      .padEnd(MAX_STREET_LENGTH, '.')
      .slice(0, MAX_STREET_LENGTH);
    const full: BuyerDetails = {
      name: 'Ni Komang Ayu Sri Lestari Dewi Kusumawati',
      phone: '+62 812-3456-7890',
      address: {
        province: { code: '92', name: 'Papua Barat Daya' },
        regency: { code: '92.71', name: 'Kabupaten Sorong Selatan' },
        district: { code: '92.71.01', name: 'Kokoda Utara' },
        village: { code: '92.71.01.2001', name: 'Kampung Tarof Sebelah Timur' },
        postalCode: '98454',
        street,
      },
      dropship: true,
      senderName: 'Reseller Busana Muslim Sejahtera Abadi',
      senderPhone: '0857-1111-2222',
      note: 'Tolong bungkus rapi dan tulis kartu ucapan.',
    };
    const shipping = { service: 'SiCepat BEST', ongkir: 1_250_000, days: '5-7', grams: 96_000 };
    const goodsTotal = 20 * 2 * 1_249_000;
    const record = { number: 'LKABC-7F3K-2Q9D', sentAt: '2026-11-27T16:05:00.000Z', lines: twenty, shipping, payment: { kind: 'bank' as const, label: 'Mandiri' }, uniqueCode: 999, goodsTotal, toPay: goodsTotal + 1_250_000 + 999 };
    const people = { name: full.name, phone: full.phone, address: full.address, sender: { name: full.senderName, phone: full.senderPhone }, note: full.note };
    const notaUrl = notaLink({ ...record, people }, 'https://tokoku.id');
    const message = composeOrderMessage(twenty, full, { shipping, number: record.number, payment: 'Transfer Mandiri', uniqueCode: 999, notaUrl });
    expect(message).toContain(street);
    expect(message).toContain('Nomor HP pengirim: +6285711112222');
    expect(message).toContain(`*Nota pesanan*\n${notaUrl}\n\nTerima kasih!`);
    // The longest prefix, bold headings, the method, a kode unik and the nota link (778 characters,
    // its names left out past 800: the nota names those lines from the catalogue): 3,974 in all.
    expect(message.length).toBeGreaterThan(3000);
    expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
  });
});

describe('the number, the payment and the kode unik (issue 52)', () => {
  const shipping = { service: 'JNE REG', ongkir: 14_000, grams: 800 };
  const one = lines.slice(0, 1);

  it('starts with the order number in bold and uses bold section headings', () => {
    const message = composeOrderMessage(one, buyer, { number: 'LK-7F3K-2Q9D', shipping });
    expect(message.split('\n').slice(0, 4)).toEqual(['*Pesanan LK-7F3K-2Q9D*', 'Halo Langkah, saya mau pesan:', '', '*Produk*']);
    expect(message).toContain('\n*Data pemesan*\n');
  });

  it('names the method, and adds the kode unik to Total bayar', () => {
    const message = composeOrderMessage(one, buyer, { shipping, payment: 'Transfer BCA', uniqueCode: 123 });
    expect(message).toContain(`Ongkir: ${formatPrice(14_000)}\nKode unik: ${formatPrice(123)}\nTotal bayar: ${formatPrice(500_000 + 14_000 + 123)}\nPembayaran: Transfer BCA`);
  });

  it('has no kode unik when the seller sends the total', () => {
    const message = composeOrderMessage(one, buyer, { shipping: { ...shipping, ongkir: null }, payment: 'QRIS', uniqueCode: 123 });
    expect(message).not.toContain('Kode unik');
    expect(message).toContain('Total bayar: mohon dikirim penjual\nPembayaran: QRIS');
  });
});

import { checkLine, type CatalogProduct } from '../../../src/features/cart/catalogChecks';
import { composeOrderMessage } from '../../../src/features/checkout/orderMessage';
import type { BuyerDetails } from '../../../src/features/checkout/buyer';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { formatPrice } from '../../../src/lib/formatPrice';
import { legacyCart } from '../../fixtures/legacyCart';

const buyer: BuyerDetails = { name: 'Ayu Lestari', phone: '0812-3456-7890', address: 'Jl. Melati 5\nBandung', note: '' };
const lines = legacyCart as unknown as CartLine[];

it('lists every line, the custom order, the totals and the buyer, in Indonesian', () => {
  const message = composeOrderMessage(lines, buyer);
  expect(message).toBe(
    [
      'Halo Langkah, saya mau pesan:',
      '',
      'Produk:',
      '1. Sneakers Kanvas Putih',
      '   Warna: Putih, Ukuran: 40',
      `   Jumlah: 2 × ${formatPrice(250000)} = ${formatPrice(500000)}`,
      '2. Tas Anyam Pandan',
      `   Jumlah: 1 × ${formatPrice(180000)} = ${formatPrice(180000)}`,
      '',
      'Pesanan custom:',
      '1. Sepatu custom',
      '   Model dasar: Loafer',
      '   Ukuran: 42',
      '   Warna: Cokelat tua',
      '   Catatan: Inisial "AR" di sisi kiri',
      '   Harga: mohon dikonfirmasi',
      '',
      'Total item: 3',
      `Total harga: ${formatPrice(680000)}`,
      '',
      'Data pemesan:',
      'Nama: Ayu Lestari',
      'Nomor HP: +6281234567890',
      'Alamat: Jl. Melati 5\nBandung',
      '',
      'Terima kasih!',
    ].join('\n'),
  );
});

it('carries hostile text exactly as typed', () => {
  const hostile = `<b>tebal</b> & "kutip" 'satu' 👟🔥\nbaris dua ${'x'.repeat(2000)}`;
  const custom: CartLine = { id: 'c1', type: 'custom', name: hostile, price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [], notes: hostile };
  const message = composeOrderMessage([custom], { ...buyer, name: hostile, note: hostile });
  expect(message.split(hostile)).toHaveLength(5); // name of the line, its notes, buyer name, buyer note
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
      'Pesanan custom:',
    ].join('\n'),
  );
  // The custom order is confirmed by its own 'mohon dikonfirmasi' price, not marked again.
  expect(message.match(/perlu dikonfirmasi/g)).toHaveLength(2);
});

import { screen, within } from '@testing-library/react';
import { selectCartItems } from '../../src/features/cart/cartSlice';
import type { CartLine } from '../../src/features/cart/cartTypes';
import CartPage from '../../src/pages/CartPage';
import { makeProduct, readyCatalog } from '../features/catalog/catalog-test-utils';
import { renderWithProviders } from '../test-utils';
import { typeFreeTextAddress } from '../fixtures/freeTextAddress';
import { choosePayment } from '../fixtures/payment';

const sneakers = makeProduct({ slug: 'sneakers-kanvas', name: 'Sneakers Kanvas', price: 250_000, salePrice: 200_000 });

const line = (fields: Partial<CartLine>): CartLine => ({
  id: 'sneakers-kanvas',
  slug: 'sneakers-kanvas',
  name: 'Sneakers Kanvas',
  price: 200_000,
  image: '',
  quantity: 1,
  selectedColor: 'Hitam',
  selectedSize: '40',
  colorOptions: sneakers.colorOptions,
  ...fields,
});

function renderCart(items: CartLine[]) {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const rendered = renderWithProviders(<CartPage />, { route: '/cart', preloadedState: { cart: { items }, catalog: readyCatalog([sneakers]) } });
  return { ...rendered, open, items: () => selectCartItems(rendered.store.getState()) };
}

const rows = () => within(screen.getByRole('region', { name: 'Produk' })).getAllByRole('listitem');

afterEach(() => jest.restoreAllMocks());

const orderText = (open: jest.SpyInstance) => new URL(String(open.mock.calls.at(-1)?.[0])).searchParams.get('text');

it('orders gone products and sold-out sizes as they are, each marked perlu dikonfirmasi; a fix clears its mark', async () => {
  const { user, open, items } = renderCart([line({ selectedSize: '41' }), line({ id: 'lama', slug: 'lama', name: 'Tas Lama' })]);
  await screen.findByText('Ukuran ini sudah habis.', { exact: false });
  expect(rows()[0]).toHaveTextContent(/Ukuran ini sudah habis\..*perlu dikonfirmasi toko/);
  expect(rows()[1]).toHaveTextContent(/Produk ini tidak ada di katalog kami saat ini\. Tetap bisa dipesan: perlu dikonfirmasi toko/);

  await user.type(await screen.findByRole('textbox', { name: 'Nama' }), 'Ayu');
  await user.type(screen.getByRole('textbox', { name: /^Nomor HP/ }), '081234567890');
  await typeFreeTextAddress(user, 'Jl. Melati 5');
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(open).toHaveBeenCalledTimes(1);
  expect(orderText(open)).toContain('   Warna: Hitam, Ukuran: 41\n   Jumlah: 1 × Rp\u00a0200.000 = Rp\u00a0200.000\n   (perlu dikonfirmasi: ukuran 41 habis)');
  expect(orderText(open)).toContain('2. Tas Lama\n   Warna: Hitam, Ukuran: 40\n   Jumlah: 1 × Rp\u00a0200.000 = Rp\u00a0200.000\n   (perlu dikonfirmasi: produk tidak ada di katalog toko)');
  await user.click(screen.getByRole('button', { name: 'Simpan keranjang' }));

  await user.click(within(rows()[0]!).getByRole('button', { name: 'Ganti ke ukuran 42' }));
  expect(items()).toEqual([line({ selectedSize: '42', image: sneakers.colorOptions[0]!.image }), line({ id: 'lama', slug: 'lama', name: 'Tas Lama' })]);
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(open).toHaveBeenCalledTimes(2);
  expect(orderText(open)).toContain('   Warna: Hitam, Ukuran: 42\n   Jumlah: 1 × Rp\u00a0200.000 = Rp\u00a0200.000\n2. Tas Lama');
}, 60_000);

it('shows a price that changed since the line was added, and takes the new one in one tap', async () => {
  const { user, items } = renderCart([line({ price: 250_000 })]);
  expect(await within(rows()[0]!).findByText(/Harga berubah, sekarang Rp\s200\.000/)).toBeInTheDocument();
  await user.click(within(rows()[0]!).getByRole('button', { name: 'Pakai harga baru' }));
  expect(items()[0]?.price).toBe(200_000);
  expect(within(rows()[0]!).queryByText(/Harga berubah/)).not.toBeInTheDocument();
  expect(screen.getByText('Total harga').nextSibling).toHaveTextContent(/^Rp\s200\.000$/);
});

it("caps the quantity at the size's stock", async () => {
  const { user, items } = renderCart([line({ quantity: 2 })]);
  await within(rows()[0]!).findByText('Sisa 3');
  await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
  expect(items()[0]?.quantity).toBe(3);
  expect(screen.getByRole('button', { name: 'Tambah jumlah' })).toBeDisabled();
});

it('warns of a quantity over the stock (a cart saved before stock ran low); one step down brings it to the stock', async () => {
  const { user, items } = renderCart([line({ quantity: 5 })]);
  const warning = /Jumlahnya melebihi stok yang tersisa\./;
  expect(await within(rows()[0]!).findByText(warning)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Kurangi jumlah' })); // down to the stock, 3
  expect(items()[0]?.quantity).toBe(3);
  expect(within(rows()[0]!).queryByText(warning)).not.toBeInTheDocument();
  expect(within(rows()[0]!).getByText('Sisa 3')).toBeInTheDocument();
});

it("offers the catalogue's categories when the cart is empty", async () => {
  renderCart([]);
  const links = within(await screen.findByRole('navigation', { name: 'Kategori' })).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Sepatu', 'Tas']);
});

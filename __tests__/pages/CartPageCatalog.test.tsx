import { screen, within } from '@testing-library/react';
import type { CatalogState } from '../../src/features/catalog/catalogSlice';
import { selectCartItems } from '../../src/features/cart/cartSlice';
import type { CartLine } from '../../src/features/cart/cartTypes';
import CartPage from '../../src/pages/CartPage';
import { categories, makeProduct } from '../features/catalog/catalog-test-utils';
import { renderWithProviders } from '../test-utils';

// Typing through userEvent is slow on a busy two-core machine; these are whole-form journeys.
jest.setTimeout(20_000);

const sneakers = makeProduct({ slug: 'sneakers-kanvas', name: 'Sneakers Kanvas', price: 250_000, salePrice: 200_000 });
const catalog: CatalogState = { status: 'ready', categories, products: [sneakers], error: null };

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
  const rendered = renderWithProviders(<CartPage />, { route: '/cart', preloadedState: { cart: { items }, catalog } });
  return { ...rendered, open, items: () => selectCartItems(rendered.store.getState()) };
}

const rows = () => within(screen.getByRole('region', { name: 'Produk' })).getAllByRole('listitem');

afterEach(() => jest.restoreAllMocks());

it('marks gone products and sold-out sizes, and orders only once they are fixed', async () => {
  const { user, open, items } = renderCart([line({ selectedSize: '41' }), line({ id: 'lama', slug: 'lama', name: 'Tas Lama' })]);
  expect(within(rows()[0]!).getByText(/Ukuran ini sudah habis\./)).toBeInTheDocument();
  expect(within(rows()[1]!).getByText(/Produk ini sudah tidak tersedia di katalog\./)).toBeInTheDocument();

  await user.type(screen.getByRole('textbox', { name: 'Nama' }), 'Ayu');
  await user.type(screen.getByRole('textbox', { name: /^Nomor HP/ }), '081234567890');
  await user.type(screen.getByRole('textbox', { name: 'Alamat' }), 'Jl. Melati 5');
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Hapus atau ubah dulu sebelum memesan.');
  expect(open).not.toHaveBeenCalled();

  await user.selectOptions(within(rows()[0]!).getByRole('combobox', { name: 'Ukuran' }), '42');
  await user.click(within(rows()[1]!).getByRole('button', { name: 'Hapus' }));
  expect(items()).toEqual([line({ selectedSize: '42', image: sneakers.colorOptions[0]!.image })]);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(open).toHaveBeenCalledTimes(1);
});

it('shows a price that changed since the line was added', () => {
  renderCart([line({ price: 250_000 })]);
  expect(within(rows()[0]!).getByText(/Harga berubah, sekarang Rp\s200\.000/)).toBeInTheDocument();
});

it("caps the quantity at the size's stock", async () => {
  const { user, items } = renderCart([line({ quantity: 2 })]);
  await user.click(screen.getByRole('button', { name: 'Tambah jumlah' }));
  expect(items()[0]?.quantity).toBe(3);
  expect(screen.getByRole('button', { name: 'Tambah jumlah' })).toBeDisabled();
});

it('warns of a quantity over the stock (a cart saved before stock ran low); one step down brings it to the stock', async () => {
  const { user, items } = renderCart([line({ quantity: 5 })]);
  const warning = /Jumlahnya melebihi stok yang tersisa\./;
  expect(within(rows()[0]!).getByText(warning)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Kurangi jumlah' })); // down to the stock, 3
  expect(items()[0]?.quantity).toBe(3);
  expect(within(rows()[0]!).queryByText(warning)).not.toBeInTheDocument();
  expect(within(rows()[0]!).getByText('Sisa 3')).toBeInTheDocument();
});

it("offers the catalogue's categories when the cart is empty", () => {
  renderCart([]);
  const links = within(screen.getByRole('navigation', { name: 'Kategori' })).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Sepatu', 'Tas']);
});

import { screen, within } from '@testing-library/react';
import { CartContents } from '../../../src/features/cart/CartContents';
import type { CatalogProduct } from '../../../src/features/cart/catalogChecks';
import { selectCartItems } from '../../../src/features/cart/cartSlice';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { renderWithProviders } from '../../test-utils';

const line = (fields: Partial<CartLine>): CartLine => ({
  id: 'sneakers',
  name: 'Sneakers Kanvas',
  price: 250000,
  image: '',
  quantity: 1,
  selectedColor: '',
  selectedSize: '40',
  colorOptions: [],
  ...fields,
});

const products: CatalogProduct[] = [
  {
    id: 'sneakers',
    slug: 'sneakers-kanvas',
    price: 275000,
    sizes: [
      { size: '40', stock: 2 },
      { size: '41', stock: 0 },
      { size: '42', stock: 9 },
    ],
  },
];

function renderWith(items: CartLine[]) {
  const rendered = renderWithProviders(<CartContents products={products} />, { preloadedState: { cart: { items } } });
  return { ...rendered, items: () => selectCartItems(rendered.store.getState()) };
}

const row = (index: number) => screen.getAllByRole('listitem')[index]!;

it('offers the catalogue sizes, sold-out ones disabled, and edits the line in place', async () => {
  const { user, items } = renderWith([line({})]);
  const size = within(row(0)).getByRole('combobox', { name: 'Ukuran' });
  expect(within(size).getByRole('option', { name: '41 (habis)' })).toBeDisabled();
  await user.selectOptions(size, '42');
  expect(items()[0]?.selectedSize).toBe('42');
});

it('caps the quantity at the stock of the size', async () => {
  const { user, items } = renderWith([line({})]);
  const increase = within(row(0)).getByRole('button', { name: 'Tambah jumlah' });
  await user.click(increase);
  expect(items()[0]?.quantity).toBe(2);
  expect(increase).toBeDisabled();
  const field = within(row(0)).getByRole('spinbutton', { name: 'Jumlah' });
  await user.clear(field);
  await user.type(field, '50{Enter}');
  expect(items()[0]?.quantity).toBe(2);
});

it('keeps a gone or sold-out line visible, orderable and marked perlu dikonfirmasi, and shows a changed price', () => {
  renderWith([line({ id: 'hilang', name: 'Tas Lama' }), line({ selectedSize: '41' })]);
  expect(row(0)).toHaveTextContent('Produk ini tidak ada di katalog kami saat ini. Tetap bisa dipesan: perlu dikonfirmasi toko lewat WhatsApp.');
  expect(row(1)).toHaveTextContent('Ukuran ini sudah habis. Perbaiki di sini, atau pesan apa adanya: perlu dikonfirmasi toko.');
  expect(within(row(1)).getByText(/Harga berubah, sekarang Rp\s275\.000/)).toBeInTheDocument();
  // A legacy line found in the catalogue links to its product page.
  expect(within(row(1)).getByRole('link', { name: 'Sneakers Kanvas' })).toHaveAttribute('href', '/produk/sneakers-kanvas');
});

it('fixes a problem in one tap: the new price, another size in stock, the quantity down to the stock', async () => {
  const { user, items, store } = renderWith([line({ selectedSize: '41' }), line({ selectedSize: '40', quantity: 5, price: 275000 })]);
  await user.click(within(row(0)).getByRole('button', { name: 'Pakai harga baru' }));
  expect(items()[0]).toMatchObject({ selectedSize: '41', price: 275000 });
  // Its button went with the fix: focus moves to the line's next fix, not the page's top.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(within(row(0)).getByRole('button', { name: 'Ganti ke ukuran 40' })).toHaveFocus();
  const sizes = within(row(0)).getByRole('group', { name: 'Ganti ukuran' });
  // Only sizes in stock are offered.
  expect(within(sizes).getAllByRole('button').map((button) => button.textContent)).toEqual(['40', '42']);
  await user.click(within(sizes).getByRole('button', { name: 'Ganti ke ukuran 42' }));
  expect(items()[0]).toMatchObject({ selectedSize: '42', price: 275000, quantity: 1 });
  expect(within(row(0)).queryByText(/perlu dikonfirmasi/)).not.toBeInTheDocument();

  await user.click(within(row(1)).getByRole('button', { name: 'Ubah jumlah jadi 2' }));
  expect(items()[1]).toMatchObject({ selectedSize: '40', quantity: 2 });
  expect(within(row(1)).queryByText(/perlu dikonfirmasi/)).not.toBeInTheDocument();
  // Focus stays in the line whose fix went away, for keyboard users.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(row(1)).toContainElement(document.activeElement as HTMLElement);
  expect(store.getState().cart.items).toHaveLength(2);
});

it('says when removal is the only fix left', () => {
  const soldOutEverywhere = line({ selectedSize: '41', price: 275000 });
  renderWithProviders(<CartContents products={[{ ...products[0]!, sizes: [{ size: '41', stock: 0 }] }]} />, { preloadedState: { cart: { items: [soldOutEverywhere] } } });
  expect(row(0)).toHaveTextContent('Ukuran ini sudah habis. Hapus barisnya, atau pesan apa adanya: perlu dikonfirmasi toko.');
  expect(within(row(0)).queryByRole('group', { name: 'Ganti ukuran' })).not.toBeInTheDocument();
});

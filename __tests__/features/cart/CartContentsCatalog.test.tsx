import { screen, within } from '@testing-library/react';
import { CartContents } from '../../../src/features/cart/CartContents';
import type { CatalogProduct } from '../../../src/features/cart/catalogChecks';
import { selectCartItems } from '../../../src/features/cart/cartSlice';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { renderWithProviders } from '../../test-utils';

// Typing through userEvent is slow on a busy two-core machine; these are whole-form journeys.
jest.setTimeout(20_000);

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

it('keeps a gone or sold-out line visible and marked, and shows a changed price', () => {
  renderWith([line({ id: 'hilang', name: 'Tas Lama' }), line({ selectedSize: '41' })]);
  expect(within(row(0)).getByText(/Produk ini sudah tidak tersedia di katalog\./)).toBeInTheDocument();
  expect(within(row(1)).getByText(/Ukuran ini sudah habis\. Hapus atau ubah sebelum memesan\./)).toBeInTheDocument();
  expect(within(row(1)).getByText(/Harga berubah, sekarang Rp\s275\.000/)).toBeInTheDocument();
  // A legacy line found in the catalogue links to its product page.
  expect(within(row(1)).getByRole('link', { name: 'Sneakers Kanvas' })).toHaveAttribute('href', '/produk/sneakers-kanvas');
});

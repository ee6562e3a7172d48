import { screen, within } from '@testing-library/react';
import { selectCartItems } from '../../../../src/features/cart/cartSlice';
import { decodeSharedCart } from '../../../../src/features/sharedCart/sharedCartCodec';
import { CartBuilderSection } from '../../../../src/features/support/console/CartBuilderSection';
import { products, readyCatalog } from '../../catalog/catalog-test-utils';
import { renderWithProviders } from '../../../test-utils';

jest.setTimeout(60_000);

afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

it("builds a shopper's cart from the catalogue and copies its link, leaving the staff's own cart alone", async () => {
  const writeText = jest.fn(async (_text: string) => undefined);
  const { user, store } = renderWithProviders(<CartBuilderSection />, { route: '/admin', preloadedState: { catalog: readyCatalog() } });
  // After userEvent.setup(), which puts in a clipboard of its own.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const section = within(screen.getByRole('region', { name: 'Buat keranjang untuk pelanggan' }));
  await user.click(section.getByRole('button', { name: 'Mulai buat keranjang' }));

  await user.selectOptions(section.getByRole('combobox', { name: 'Produk' }), String(products[0]!.id));
  await user.selectOptions(section.getByRole('combobox', { name: 'Warna' }), 'Putih');
  await user.click(section.getByRole('button', { name: 'Tambah ke keranjang pelanggan' }));
  expect(section.getByRole('alert')).toHaveTextContent('Pilih ukuran dulu.');
  await user.selectOptions(section.getByRole('combobox', { name: 'Ukuran' }), '42');
  await user.selectOptions(section.getByRole('combobox', { name: 'Jumlah' }), '2');
  await user.click(section.getByRole('button', { name: 'Tambah ke keranjang pelanggan' }));
  await user.selectOptions(section.getByRole('combobox', { name: 'Produk' }), String(products[3]!.id));
  await user.click(section.getByRole('button', { name: 'Tambah ke keranjang pelanggan' }));

  const table = within(section.getByRole('table', { name: 'Keranjang pelanggan' }));
  expect(table.getAllByRole('row')).toHaveLength(4); // head, two lines, total
  expect(table.getByText(/Rp\s580\.000/)).toBeInTheDocument();
  await user.click(section.getByRole('button', { name: 'Salin tautan' }));
  const url = writeText.mock.calls[0]![0];
  expect(decodeSharedCart(new URL(url).searchParams.get('bagikan')!)).toEqual({
    ok: true,
    lines: [
      { kind: 'product', id: products[0]!.id, color: 'Putih', size: '42', quantity: 2 },
      { kind: 'product', id: products[3]!.id, color: 'Hitam', size: 'Satu Ukuran', quantity: 1 },
    ],
  });
  expect(section.getByRole('textbox', { name: /Tautan/ })).toHaveValue(url);
  expect(await screen.findByText('Tautan keranjang disalin.')).toBeInTheDocument();
  expect(selectCartItems(store.getState())).toEqual([]);
});

import { screen, waitFor, within } from '@testing-library/react';
import { selectCartItems } from '../../../../src/features/cart/cartSlice';
import { decodeSharedCart } from '../../../../src/features/sharedCart/sharedCartCodec';
import { CartBuilderSection } from '../../../../src/features/support/console/CartBuilderSection';
import { categories, fetchedPaths, products, readyCatalog, serveSplit } from '../../catalog/catalog-test-utils';
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

  // The builder searches the split catalogue as the shop's search box does: no whole catalogue.
  await user.type(await section.findByRole('searchbox', { name: 'Cari produk' }), 'kanvas');
  await user.selectOptions(await section.findByRole('combobox', { name: 'Produk' }), String(products[0]!.id));
  await user.selectOptions(await section.findByRole('combobox', { name: 'Warna' }), 'Putih');
  await user.click(section.getByRole('button', { name: 'Tambah ke keranjang pelanggan' }));
  expect(section.getByRole('alert')).toHaveTextContent('Pilih ukuran dulu.');
  await user.selectOptions(section.getByRole('combobox', { name: 'Ukuran' }), '42');
  await user.selectOptions(section.getByRole('combobox', { name: 'Jumlah' }), '2');
  await user.click(section.getByRole('button', { name: 'Tambah ke keranjang pelanggan' }));
  await user.clear(section.getByRole('searchbox', { name: 'Cari produk' }));
  await user.type(section.getByRole('searchbox', { name: 'Cari produk' }), 'tas anyam');
  // The first product found is the one meant; its only size is chosen for it.
  await section.findByRole('option', { name: `Tas Anyam Pandan (${products[3]!.id})`, selected: true });
  await waitFor(() => expect(section.getByRole('combobox', { name: 'Warna' })).toHaveValue('Hitam'));
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

it('reads the search index and the chosen products\' files, never the whole catalogue, and only once asked', async () => {
  const catalog = readyCatalog();
  const { user } = renderWithProviders(<CartBuilderSection />, { route: '/admin', preloadedState: { catalog } });
  const fetchMock = globalThis.fetch as unknown as jest.Mock;
  const section = within(screen.getByRole('region', { name: 'Buat keranjang untuk pelanggan' }));
  expect(fetchMock).not.toHaveBeenCalled();
  await user.click(section.getByRole('button', { name: 'Mulai buat keranjang' }));
  await user.type(await section.findByRole('searchbox', { name: 'Cari produk' }), 'boots');
  expect(await section.findByText('1 produk cocok.')).toBeInTheDocument();
  await waitFor(() => expect(section.getByRole('combobox', { name: 'Warna' })).toHaveValue('Cokelat'));
  // Each in its group's folder (v/<hash>/), whose names sort in no set order.
  expect(fetchedPaths(fetchMock).map((path) => path.replace(/^v\/\w+\//, 'v/…/')).sort()).toEqual(['v/…/ids/0.json', 'v/…/produk/boots-suede.json', 'v/…/search.json']);

  await user.clear(section.getByRole('searchbox', { name: 'Cari produk' }));
  await user.type(section.getByRole('searchbox', { name: 'Cari produk' }), 'payung');
  expect(await section.findByText('Tidak ada produk yang cocok.')).toBeInTheDocument();
  expect(section.queryByRole('combobox', { name: 'Produk' })).not.toBeInTheDocument();
});

it('says so, with a retry, when the search index cannot be loaded', async () => {
  const catalog = readyCatalog(products, { broken: (path) => path.endsWith('search.json') });
  const { user } = renderWithProviders(<CartBuilderSection />, { route: '/admin', preloadedState: { catalog } });
  const section = within(screen.getByRole('region', { name: 'Buat keranjang untuk pelanggan' }));
  await user.click(section.getByRole('button', { name: 'Mulai buat keranjang' }));
  expect(await section.findByRole('alert')).toHaveTextContent('Katalog gagal dimuat.');
  serveSplit({ categories, products });
  await user.click(section.getByRole('button', { name: 'Coba lagi' }));
  expect(await section.findByRole('searchbox', { name: 'Cari produk' })).toBeInTheDocument();
});

import { act, screen, waitFor, within } from '@testing-library/react';
import type { CartLine } from '../../src/features/cart/cartTypes';
import type { Product } from '../../src/features/catalog/catalogTypes';
import { idBucket, splitFilePath, splitPaths } from '../../src/features/catalog/split/splitPaths';
import CartPage from '../../src/pages/CartPage';
import { cartRows, productLine } from '../features/cart/cart-test-utils';
import { categories, fetchedPaths, makeProduct, products, readyCatalog, serveSplit } from '../features/catalog/catalog-test-utils';
import { renderWithProviders } from '../test-utils';
import { typeFreeTextAddress } from '../fixtures/freeTextAddress';
import { choosePayment } from '../fixtures/payment';

// The cart with the split catalogue (docs/catalog-split.md): it reads its lines' products, and
// only those; a file that can't be loaded never stops the order.

jest.setTimeout(30_000);

it('fetches the manifest, its lines\' id buckets and their 3 product files, once each, and nothing else', async () => {
  // Enough products for several id buckets, so "its buckets" is a choice, not the only file.
  const many = Array.from({ length: 600 }, (_, i) => makeProduct({ slug: `produk-${i}`, id: `lk-${i}`, price: 100_000 + i }));
  const { fetchMock, manifest } = serveSplit({ categories, products: many });
  const bucketOf = (id: string | number) => idBucket(id, manifest.idBuckets);
  // A custom order is not in the catalogue: its id's bucket must not be fetched.
  const custom: CartLine = { id: 'custom-1', type: 'custom', name: 'Sepatu custom', price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] };
  // Three products in three buckets, none of them the custom order's.
  const [a, b, c] = [1, 2, 3].map((offset) => many.find((product) => bucketOf(product.id) === (bucketOf(custom.id) + offset) % manifest.idBuckets)!) as [Product, Product, Product];
  // The catalogue not loaded yet, as on a first visit to /cart.
  renderWithProviders(<CartPage />, { route: '/cart', preloadedState: { cart: { items: [productLine(a), productLine(b, { quantity: 9 }), productLine(c), custom] } } });

  expect(await within(cartRows()[1]!).findByText(/Jumlahnya melebihi stok/)).toBeInTheDocument();
  const at = (path: string) => splitFilePath(manifest, path);
  const buckets = [a, b, c].map((product) => at(splitPaths.idBucket(bucketOf(product.id))));
  const expected = ['manifest.json', ...buckets, ...[a, b, c].map((product) => at(splitPaths.product(product.slug)))];
  expect(fetchedPaths(fetchMock).sort()).toEqual(expected.sort());
  expect(fetchedPaths(fetchMock).filter((path) => /list\/|search\.json|home\.json|catalog\.json/.test(path))).toEqual([]);
});

it('keeps the cart usable when a product file fails: lines shown, nothing flagged, the WhatsApp order goes', async () => {
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  const [sneakers, loafer] = products as [Product, Product];
  const catalog = readyCatalog(products, { broken: (path) => path.endsWith(`produk/${sneakers.slug}.json`) });
  const fetchMock = globalThis.fetch as unknown as jest.Mock;
  // Size 41 of the sneakers is sold out and the loafer's price changed: either would be flagged
  // if the catalogue were read. A line that is unknown would be flagged 'gone'.
  const { user } = renderWithProviders(<CartPage />, {
    route: '/cart',
    preloadedState: { catalog, cart: { items: [productLine(sneakers, { selectedSize: '41' }), productLine(loafer, { price: 350_000 })] } },
  });
  await waitFor(() => expect(fetchedPaths(fetchMock).filter((path) => path.includes('produk/'))).toHaveLength(2));
  // Let the failed and the good file settle and the page render what they bring.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  expect(cartRows()).toHaveLength(2);
  expect(cartRows()[0]).toHaveTextContent('Sneakers Kanvas');
  expect(cartRows()[1]).toHaveTextContent('Loafer Kulit');
  expect(screen.queryByText(/perlu dikonfirmasi/)).not.toBeInTheDocument();
  expect(screen.queryByText(/sudah habis|tidak ada di katalog|Harga berubah/)).not.toBeInTheDocument();

  await user.type(await screen.findByRole('textbox', { name: 'Nama' }), 'Ayu');
  await user.type(screen.getByRole('textbox', { name: /^Nomor HP/ }), '081234567890');
  await typeFreeTextAddress(user, 'Jl. Melati 5');
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  expect(open).toHaveBeenCalledTimes(1);
  const text = new URL(String(open.mock.calls[0]?.[0])).searchParams.get('text');
  expect(text).toContain('1. Sneakers Kanvas\n   Warna: Hitam, Ukuran: 41');
  expect(text).toContain('2. Loafer Kulit');
  expect(text).not.toContain('perlu dikonfirmasi');
  open.mockRestore();
});

it('finds a line whose product changed its id but kept its slug by that slug; a slug the catalogue lacks is gone, not an error', async () => {
  const [sneakers, loafer] = products as [Product, Product];
  const catalog = readyCatalog(products);
  const fetchMock = globalThis.fetch as unknown as jest.Mock;
  // The loafer was saved under an id it no longer has (a sheet's `kode` changed); 9 is over its stock of 3.
  const renamed = productLine(loafer, { id: 'lk-loafer-lama', quantity: 9 });
  const removed = productLine(sneakers, { id: 'lk-dihapus', slug: 'sudah-dihapus', name: 'Sandal Lama' });
  renderWithProviders(<CartPage />, { route: '/cart', preloadedState: { catalog, cart: { items: [renamed, removed] } } });

  expect(await within(cartRows()[0]!).findByText(/Jumlahnya melebihi stok/)).toBeInTheDocument();
  expect(within(cartRows()[0]!).queryByText(/tidak ada di katalog/)).not.toBeInTheDocument();
  expect(within(cartRows()[1]!).getByText(/tidak ada di katalog/)).toBeInTheDocument();
  const productFiles = fetchedPaths(fetchMock).filter((path) => path.includes('produk/'));
  expect(productFiles.map((path) => path.replace(/^v\/\w+\//, '')).sort()).toEqual(['produk/loafer-kulit.json', 'produk/sudah-dihapus.json']);
});

import { screen, within } from '@testing-library/react';
import type { Favorite } from '../../src/features/favorites/favoritesSlice';
import { selectCartItems } from '../../src/features/cart/cartSlice';
import { selectFavorites } from '../../src/features/favorites/favoritesSlice';
import FavoritesPage from '../../src/pages/FavoritesPage';
import { renderWithProviders } from '../test-utils';
import { makeProduct, products, readyCatalog } from '../features/catalog/catalog-test-utils';

const topi = makeProduct({
  slug: 'topi-rajut',
  name: 'Topi Rajut',
  price: 90_000,
  colorOptions: [{ color: 'Krem', image: '/images/products/topi-rajut-krem.svg' }],
  sizes: [],
});

const saved = (id: string, name: string, savedAt: string): Favorite => ({ id, slug: id, name, savedAt });
const favorites = [
  saved('topi-rajut', 'Topi Rajut', '2026-11-03T00:00:00.000Z'),
  saved('sandal-lama', 'Sandal Lama', '2026-11-02T00:00:00.000Z'),
  saved('sneakers-kanvas', 'Sneakers Kanvas', '2026-11-01T00:00:00.000Z'),
];

/** The page with these favourites; resolves once their products' files are in and the cards show. */
async function open(items: Favorite[] = favorites, catalog = readyCatalog([...products, topi])) {
  const rendered = renderWithProviders(<FavoritesPage />, { route: '/favorit', preloadedState: { catalog, favorites: { items } } });
  await screen.findByRole('list', { name: 'Produk favorit' });
  return rendered;
}

const cards = () => within(screen.getByRole('list', { name: 'Produk favorit' })).getAllByRole('listitem');

describe('/favorit', () => {
  it('shows the saved products newest first, and says which one left the catalogue', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Favorit' })).toBeInTheDocument();
    expect(document.title).toBe('Favorit · Langkah');
    const [first, gone, third] = cards();
    expect(within(first!).getByRole('link', { name: 'Topi Rajut' })).toHaveAttribute('href', '/produk/topi-rajut');
    expect(within(gone!).getByRole('heading', { name: 'Sandal Lama' })).toBeInTheDocument();
    expect(within(gone!).getByText('Produk ini sudah tidak ada di katalog.')).toBeInTheDocument();
    expect(within(third!).getByRole('link', { name: 'Sneakers Kanvas' })).toBeInTheDocument();
    expect(within(third!).getByRole('button', { name: 'Simpan ke favorit: Sneakers Kanvas' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("adds a product without choices straight to the cart, and sends one with choices to its page", async () => {
    const { user, store } = await open();
    const [topiCard, , sneakersCard] = cards();
    expect(within(sneakersCard!).queryByRole('button', { name: 'Tambah ke keranjang' })).toBeNull();
    expect(within(sneakersCard!).getByRole('link', { name: 'Pilih warna & ukuran' })).toHaveAttribute('href', '/produk/sneakers-kanvas');
    await user.click(within(topiCard!).getByRole('button', { name: 'Tambah ke keranjang' }));
    expect(selectCartItems(store.getState())).toEqual([
      expect.objectContaining({ id: 'topi-rajut', name: 'Topi Rajut', price: 90_000, quantity: 1, selectedColor: 'Krem', selectedSize: '' }),
    ]);
  });

  it('removes a product that left the catalogue, saying so, and keeps keyboard focus in the list', async () => {
    const { user, store } = await open();
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Hapus dari favorit' }));
    expect(screen.queryByText('Produk ini sudah tidak ada di katalog.')).toBeNull();
    expect(selectFavorites(store.getState()).map((item) => item.id)).toEqual(['topi-rajut', 'sneakers-kanvas']);
    expect(screen.getByText('Sandal Lama dihapus dari favorit.')).toBeInTheDocument();
    expect(within(cards()[1]!).getByRole('button', { name: 'Simpan ke favorit: Sneakers Kanvas' })).toHaveFocus();
  });

  it('offers a way to browse when nothing is saved, also after the last one goes', async () => {
    const { user } = await open([favorites[0]!]);
    await user.click(screen.getByRole('button', { name: 'Hapus dari favorit' }));
    expect(screen.getByRole('heading', { name: 'Belum ada favorit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mulai belanja' })).toHaveAttribute('href', '/');
  });
});

it("fetches only the favourites' products, and offers a retry when one can't be loaded", async () => {
  let failing = true;
  const catalog = readyCatalog([...products, topi], { broken: (path) => failing && path.endsWith('produk/topi-rajut.json') });
  const fetchMock = globalThis.fetch as unknown as jest.Mock;
  const { user } = renderWithProviders(<FavoritesPage />, { route: '/favorit', preloadedState: { catalog, favorites: { items: favorites } } });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Katalog belum bisa dimuat');
  const fetched = fetchMock.mock.calls.map(([input]) => String(input).replace(/^.*\/v\/[^/]+\//, ''));
  // 'sandal-lama' left the catalogue: its bucket says so, no product file is asked for.
  expect(fetched.filter((path) => !path.startsWith('ids/')).sort()).toEqual(['produk/sneakers-kanvas.json', 'produk/topi-rajut.json']);
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
  expect(await screen.findByRole('link', { name: 'Topi Rajut' })).toHaveAttribute('href', '/produk/topi-rajut');
  expect(screen.getByText('Produk ini sudah tidak ada di katalog.')).toBeInTheDocument();
});

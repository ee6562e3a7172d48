import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { selectCartItems } from '../../../src/features/cart/cartSlice';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { encodeSharedCart } from '../../../src/features/sharedCart/sharedCartCodec';
import CartPage from '../../../src/pages/CartPage';
import { products, readyCatalog } from '../catalog/catalog-test-utils';
import { renderWithProviders } from '../../test-utils';

const sneakers = products[0]!; // 250.000, on sale for 200.000
const tas = products[3]!; // 180.000, one size

const line = (id: string, selectedColor: string, selectedSize: string, quantity: number, fields: Partial<CartLine> = {}): CartLine => ({
  id,
  name: 'dari pengirim',
  price: 1,
  image: '',
  quantity,
  selectedColor,
  selectedSize,
  colorOptions: [],
  ...fields,
});

const sharedLines = [line(sneakers.id as string, 'Putih', '42', 2), line(tas.id as string, 'Hitam', 'Satu Ukuran', 1)];
const ownLine = line(sneakers.id as string, 'Putih', '42', 1, { name: sneakers.name, price: 200_000, image: '/own.svg', slug: sneakers.slug });

function Address() {
  const location = useLocation();
  return <output aria-label="Alamat halaman">{location.pathname + location.search}</output>;
}

function openLink(param: string, items: CartLine[] = [ownLine], catalog = readyCatalog()) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/cart" element={<><CartPage /><Address /></>} />
    </Routes>,
    { route: `/cart?bagikan=${param}&utm=wa`, preloadedState: { cart: { items }, catalog } },
  );
  return { ...rendered, items: () => selectCartItems(rendered.store.getState()) };
}

const prompt = () => screen.getByRole('region', { name: 'Keranjang yang dibagikan' });
/** The link's products arrive from the catalogue's files: wait for the choice to be offered. */
const offered = () => screen.findByRole('button', { name: 'Gabungkan dengan keranjang saya' });

it('shows the shared cart with names and today\'s prices, and changes nothing before the shopper chooses', async () => {
  const { items, store } = openLink(encodeSharedCart(sharedLines));
  await offered();
  const preview = within(within(prompt()).getByRole('list', { name: 'Isi keranjang yang dibagikan' }));
  expect(preview.getByText('Sneakers Kanvas')).toBeInTheDocument();
  expect(preview.getByText(/2 × Rp\s200\.000/)).toBeInTheDocument();
  expect(preview.getByText('Tas Anyam Pandan')).toBeInTheDocument();
  expect(within(prompt()).getByText(/Rp\s580\.000/)).toBeInTheDocument();
  expect(items()).toEqual([ownLine]);
  expect(store.actionLog.getSnapshot().entries.map(({ action }) => action.type).filter((type) => type.startsWith('cart/'))).toEqual([]);
});

it('merges by the cart rule: the same product, color and size grows one line', async () => {
  const { user, items } = openLink(encodeSharedCart(sharedLines));
  await user.click(await offered());
  expect(items()).toEqual([
    { ...ownLine, quantity: 3 },
    expect.objectContaining({ id: tas.id, name: 'Tas Anyam Pandan', price: 180_000, quantity: 1, selectedColor: 'Hitam', selectedSize: 'Satu Ukuran' }),
  ]);
  expect(screen.queryByRole('region', { name: 'Keranjang yang dibagikan' })).not.toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Alamat halaman' })).toHaveTextContent(/^\/cart\?utm=wa$/);
});

it('replaces the cart when asked, recording the lines in the event', async () => {
  const { user, items, store } = openLink(encodeSharedCart(sharedLines));
  await offered();
  await user.click(within(prompt()).getByRole('button', { name: 'Ganti keranjang saya' }));
  expect(items().map(({ id, quantity, price }) => ({ id, quantity, price }))).toEqual([
    { id: sneakers.id, quantity: 2, price: 200_000 },
    { id: tas.id, quantity: 1, price: 180_000 },
  ]);
  const event = store.actionLog.getSnapshot().entries.find(({ action }) => action.type === 'cart/sharedCartReplaced');
  expect(event?.action.payload).toEqual(items());
});

it('cancels without touching the cart', async () => {
  const { user, items } = openLink(encodeSharedCart(sharedLines));
  await user.click(within(prompt()).getByRole('button', { name: 'Batal' }));
  expect(items()).toEqual([ownLine]);
  expect(screen.getByRole('status', { name: 'Alamat halaman' })).toHaveTextContent(/^\/cart\?utm=wa$/);
});

it('says in one sentence that a damaged link added nothing', async () => {
  const param = encodeSharedCart(sharedLines);
  const { items, user } = openLink(param.slice(0, -12));
  expect(screen.getByRole('alert')).toHaveTextContent('Tautan keranjang ini rusak atau tidak lengkap, jadi tidak ada yang ditambahkan ke keranjangmu.');
  expect(screen.queryByRole('button', { name: /Gabungkan/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tutup' }));
  expect(items()).toEqual([ownLine]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows a product the catalogue does not know as "perlu dikonfirmasi", named by its id at price 0', async () => {
  const { user, items } = openLink(encodeSharedCart([line('lk-999', 'Hijau', '40', 1)]), []);
  await offered();
  expect(within(prompt()).getByText('Produk lk-999')).toBeInTheDocument();
  expect(within(prompt()).getByText('perlu dikonfirmasi')).toBeInTheDocument();
  await user.click(within(prompt()).getByRole('button', { name: 'Gabungkan dengan keranjang saya' }));
  expect(items()).toEqual([line('lk-999', 'Hijau', '40', 1, { name: 'Produk lk-999', price: 0 })]);
});

it("fetches only the link's products, and offers a retry when one can't be loaded", async () => {
  let failing = true;
  const catalog = readyCatalog(products, { broken: (path) => failing && path.endsWith(`produk/${tas.slug}.json`) });
  const fetchMock = globalThis.fetch as unknown as jest.Mock;
  const { user, items } = openLink(encodeSharedCart(sharedLines), [ownLine], catalog);
  expect(await within(prompt()).findByRole('alert')).toHaveTextContent('Katalog belum bisa dimuat, jadi keranjang ini belum bisa dibuka.');
  expect(within(prompt()).queryByRole('button', { name: /Gabungkan|Ganti/ })).not.toBeInTheDocument();
  const fetched = fetchMock.mock.calls.map(([input]) => String(input).replace(/^.*\/v\/[^/]+\//, ''));
  expect(fetched.filter((path) => path.startsWith('produk/')).sort()).toEqual([`produk/${sneakers.slug}.json`, `produk/${tas.slug}.json`]);
  expect(fetched.filter((path) => !/^(ids|produk)\//.test(path))).toEqual([]);

  failing = false;
  await user.click(within(prompt()).getByRole('button', { name: 'Coba lagi' }));
  await user.click(await offered());
  expect(items().map(({ id, quantity }) => ({ id, quantity }))).toEqual([
    { id: sneakers.id, quantity: 3 },
    { id: tas.id, quantity: 1 },
  ]);
});

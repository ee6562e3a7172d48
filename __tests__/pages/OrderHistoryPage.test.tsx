import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../src/app/store';
import { selectCartItems } from '../../src/features/cart/cartSlice';
import type { CartLine } from '../../src/features/cart/cartTypes';
import type { PastOrder } from '../../src/features/orderHistory/orderHistoryTypes';
import CartPage from '../../src/pages/CartPage';
import OrderHistoryPage from '../../src/pages/OrderHistoryPage';
import { products, readyCatalog } from '../features/catalog/catalog-test-utils';
import { renderWithProviders } from '../test-utils';
import { typeFreeTextAddress } from '../fixtures/freeTextAddress';
import { choosePayment } from '../fixtures/payment';

/** The fields an order stored before numbers (issue 52) loads with: no number, nothing priced. */
const sentBefore52 = (goodsTotal: number) => ({ number: null, goodsTotal, shipping: { service: null, ongkir: null, grams: 0 }, payment: null, uniqueCode: 0, toPay: null });

jest.setTimeout(30_000);

const [sneakers, loafer, boots, tas] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0], (typeof products)[0]];
const line = (product: (typeof products)[0], price: number, fields: Partial<CartLine> = {}): CartLine => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  price,
  image: product.image,
  quantity: 1,
  selectedColor: 'Hitam',
  selectedSize: '40',
  colorOptions: [],
  ...fields,
});

afterEach(() => jest.restoreAllMocks());

it('keeps each order sent via WhatsApp, without the buyer, and lists it newest first', async () => {
  jest.spyOn(window, 'open').mockImplementation(() => null);
  const store = makeStore({ cart: { items: [line(sneakers, 200_000, { quantity: 2 })] }, catalog: readyCatalog() });
  const { user, unmount } = renderWithProviders(<CartPage />, { store, route: '/cart' });
  await user.type(await screen.findByRole('textbox', { name: 'Nama' }), 'Ayu Lestari');
  await user.type(screen.getByRole('textbox', { name: /^Nomor HP/ }), '081234567890');
  await typeFreeTextAddress(user, 'Jl. Melati 5, Bandung');
  await choosePayment(user);
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  // A second order of the same cart is her explicit choice: a second tap alone sends nothing.
  await user.click(screen.getByRole('button', { name: 'Buat pesanan baru' }));
  await user.click(screen.getByRole('button', { name: 'Pesan via WhatsApp' }));
  unmount();

  const recorded = JSON.stringify(store.actionLog.getSnapshot());
  for (const personal of ['Ayu', 'Lestari', '081234567890', '6281234567890', 'Melati', 'Bandung']) expect(recorded).not.toContain(personal);
  const sent = store.actionLog.getSnapshot().entries.filter(({ action }) => action.type === 'orderHistory/orderSent');
  expect(sent).toHaveLength(2);

  renderWithProviders(<OrderHistoryPage />, { store, route: '/pesanan' });
  const orders = screen.getAllByRole('article');
  expect(orders).toHaveLength(2);
  expect(within(orders[0]!).getByText('Sneakers Kanvas')).toBeInTheDocument();
  expect(within(orders[0]!).getByText(/Rp\s400\.000/, { selector: 'strong' })).toBeInTheDocument();

  // Each order shows its number, and 'Temukan pesanan' finds one by it, typed any way.
  const numbers = sent.map(({ action }) => (action.payload as { number: string }).number);
  expect(numbers[0]).toMatch(/^LK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  expect(within(orders[1]!).getByText(numbers[0]!)).toBeInTheDocument();
  const search = screen.getByRole('textbox', { name: 'Temukan pesanan' });
  // Short enough for a 320 px phone, and with this shop's own prefix (toko.csv's awalan_pesanan), not the demo's.
  expect(search).toHaveAttribute('placeholder', 'mis. LK-7F3K-2Q9D');
  await userEvent.type(search, numbers[0]!.toLowerCase().replace(/-/g, ' '));
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(within(screen.getByRole('article')).getByText(numbers[0]!)).toBeInTheDocument();
  await userEvent.clear(search);
  await userEvent.type(search, 'ZZZZ-ZZZZ-Z');
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  expect(screen.getByRole('status')).toHaveTextContent('Tidak ada pesanan dengan nomor itu di browser ini.');
});

it("'Pesan lagi' puts the lines back at today's prices and says what changed", async () => {
  const order: PastOrder = {
    id: 'lama',
    sentAt: '2026-10-01T09:30:00.000Z',
    lines: [
      line(sneakers, 250_000, { quantity: 2 }), // now on sale: 200.000
      line(loafer, 400_000, { selectedSize: '42' }), // same price
      line(boots, 600_000, { selectedColor: 'Cokelat' }), // every size sold out
      line(tas, 150_000, { id: 'tas-lama', slug: 'tas-lama', name: 'Tas Lama', selectedSize: '' }), // gone
    ],
    ...sentBefore52(1_650_000),
  };
  const { user, store } = renderWithProviders(<OrderHistoryPage />, {
    route: '/pesanan',
    preloadedState: { orderHistory: { orders: [order] }, catalog: readyCatalog(), cart: { items: [line(loafer, 400_000, { selectedSize: '42' })] } },
  });
  await user.click(screen.getByRole('button', { name: 'Pesan lagi' }));
  const result = screen.getByRole('status');
  expect(await within(result).findByText(/Ditambahkan ke keranjang dengan harga hari ini\./)).toBeInTheDocument();
  expect(result).toHaveTextContent(/Sneakers Kanvas \(Hitam, 40\): harga sekarang Rp\s200\.000 \(dulu Rp\s250\.000\)\./);
  expect(result).toHaveTextContent('Boots Suede (Cokelat, 40): stoknya habis, tidak ditambahkan.');
  expect(result).toHaveTextContent('Tas Lama (Hitam): sudah tidak ada di katalog, tidak ditambahkan.');
  expect(within(result).getByRole('link', { name: 'Lihat keranjang' })).toHaveAttribute('href', '/cart');
  expect(selectCartItems(store.getState()).map(({ id, price, quantity }) => ({ id, price, quantity }))).toEqual([
    { id: loafer.id, price: 400_000, quantity: 2 },
    { id: sneakers.id, price: 200_000, quantity: 2 },
  ]);
});

it('shows a way to shop when no order was sent yet', () => {
  renderWithProviders(<OrderHistoryPage />, { route: '/pesanan' });
  expect(screen.getByRole('heading', { name: 'Belum ada pesanan' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mulai belanja' })).toHaveAttribute('href', '/');
});

it('lists a custom order the shop had not priced as to be confirmed, not as Rp 0', () => {
  const custom: CartLine = { id: 'custom-1', type: 'custom', name: '', price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [], notes: 'Sablon nama' };
  const order: PastOrder = { id: 'custom', sentAt: '2026-10-01T09:30:00.000Z', lines: [line(sneakers, 250_000), custom], ...sentBefore52(250_000) };
  renderWithProviders(<OrderHistoryPage />, { route: '/pesanan', preloadedState: { orderHistory: { orders: [order] }, catalog: readyCatalog() } });
  const lines = within(screen.getByRole('list', { name: /^Isi pesanan/ })).getAllByRole('listitem');
  expect(lines[1]).toHaveTextContent('Pesanan custom');
  expect(lines[1]).toHaveTextContent('1 × Harga dikonfirmasi lewat WhatsApp');
  expect(lines[1]).not.toHaveTextContent(/Rp/);
  expect(lines[0]).toHaveTextContent(/Hitam · 40 · 1 × Rp\s250\.000/);
});

it("fetches an order's products when 'Pesan lagi' is pressed, not before; a file that fails puts the lines back as they were", async () => {
  const order: PastOrder = { id: 'lama', sentAt: '2026-10-01T09:30:00.000Z', lines: [line(sneakers, 250_000), line(loafer, 300_000)], ...sentBefore52(550_000) };
  const catalog = readyCatalog(products, { broken: (path) => path.endsWith(`produk/${loafer.slug}.json`) });
  const fetchMock = globalThis.fetch as unknown as jest.Mock;
  const { user, store } = renderWithProviders(<OrderHistoryPage />, { route: '/pesanan', preloadedState: { orderHistory: { orders: [order] }, catalog } });
  expect(screen.getByText('Sneakers Kanvas')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Pesan lagi' }));
  expect(await within(screen.getByRole('status')).findByText(/Ditambahkan ke keranjang/)).toBeInTheDocument();
  const fetched = fetchMock.mock.calls.map(([input]) => String(input).replace(/^.*\/v\/[^/]+\//, ''));
  expect(fetched.filter((path) => !path.startsWith('ids/')).sort()).toEqual([`produk/${loafer.slug}.json`, `produk/${sneakers.slug}.json`]);
  // Nothing could be checked, so nothing is dropped or repriced: the sale goes on, the cart checks later.
  expect(selectCartItems(store.getState()).map(({ id, price }) => ({ id, price }))).toEqual([
    { id: sneakers.id, price: 250_000 },
    { id: loafer.id, price: 300_000 },
  ]);
});

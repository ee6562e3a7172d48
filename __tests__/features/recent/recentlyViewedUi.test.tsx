import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { LazyRecentlyViewed } from '../../../src/features/recent/LazyRecentlyViewed';
import { selectRecentlyViewed, type RecentlyViewed } from '../../../src/features/recent/recentlyViewedSlice';
import { recentlyViewedScreens } from '../../../src/pages/cardSlots';
import ProductPage from '../../../src/pages/ProductPage';
import { renderWithProviders } from '../../test-utils';
import { makeProduct, readyCatalog } from '../catalog/catalog-test-utils';

jest.setTimeout(30_000);

const many = Array.from({ length: 11 }, (_, n) => makeProduct({ slug: `produk-${n + 1}`, name: `Produk ${n + 1}` }));
const viewed = (...numbers: number[]): RecentlyViewed[] =>
  numbers.map((n) => ({ id: `produk-${n}`, slug: `produk-${n}`, viewedAt: '2026-11-25T00:00:00.000Z' }));

/** The section as the home page has it (nothing excluded), or the product page. */
function renderApp(route: string, items: RecentlyViewed[], catalog = readyCatalog(many)) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<LazyRecentlyViewed catalog={recentlyViewedScreens} />} />
      <Route path="/produk/:slug" element={<><ProductPage /><Link to="/produk/produk-5">ke produk 5</Link></>} />
    </Routes>,
    { route, preloadedState: { catalog, recentlyViewed: { items } } },
  );
}

// Text queries first: a role query over a whole home page is slow on a busy machine.
const recentSection = async () => (await screen.findByText('Hapus riwayat', {}, { timeout: 5000 })).closest('section')!;
const recentNames = async () =>
  within(within(await recentSection()).getByRole('list', { name: 'Terakhir dilihat' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('Terakhir dilihat', () => {
  it('shows nothing on the home page before anything was viewed', () => {
    renderApp('/', []);
    expect(screen.queryByRole('heading', { name: 'Terakhir dilihat' })).toBeNull();
  });

  it('shows up to 8 on the home page, most recent first, skipping products the catalogue lost', async () => {
    renderApp('/', [...viewed(3, 1), { id: 'hilang', slug: 'hilang', viewedAt: '' }, ...viewed(2, 4, 5, 6, 7, 8, 9)]);
    expect(await recentNames()).toEqual(['Produk 3', 'Produk 1', 'Produk 2', 'Produk 4', 'Produk 5', 'Produk 6', 'Produk 7', 'Produk 8']);
  });

  it('records a product page view and shows the others there, not the product itself', async () => {
    const { user, store } = renderApp('/produk/produk-2', viewed(1, 2, 3));
    // Recorded once the product's file is in and the page shows it.
    await waitFor(() => expect(selectRecentlyViewed(store.getState()).map((item) => item.id)).toEqual(['produk-2', 'produk-1', 'produk-3']));
    expect(await recentNames()).toEqual(['Produk 1', 'Produk 3']);
    await user.click(screen.getByRole('link', { name: 'ke produk 5' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Produk 5' })).toBeInTheDocument();
    expect(await recentNames()).toEqual(['Produk 2', 'Produk 1', 'Produk 3']);
  });

  it('fetches only the viewed products, and says so with a retry when their files fail', async () => {
    let failing = true;
    const catalog = readyCatalog(many, { broken: (path) => failing && path.endsWith('produk/produk-2.json') });
    const fetchMock = globalThis.fetch as unknown as jest.Mock;
    const { user } = renderApp('/', viewed(1, 2), catalog);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Katalog belum bisa dimuat');
    const fetched = fetchMock.mock.calls.map(([input]) => String(input).replace(/^.*\/v\/[^/]+\//, ''));
    expect(fetched.filter((path) => !path.startsWith('ids/')).sort()).toEqual(['produk/produk-1.json', 'produk/produk-2.json']);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await recentNames()).toEqual(['Produk 1', 'Produk 2']);
  });

  it("clears the list with 'Hapus riwayat', saying so where it was", async () => {
    const { user, store } = renderApp('/', viewed(1, 2));
    await user.click(within(await recentSection()).getByRole('button', { name: 'Hapus riwayat' }));
    expect(selectRecentlyViewed(store.getState())).toEqual([]);
    expect(screen.queryByText('Hapus riwayat')).toBeNull();
    expect(screen.getByText('Riwayat produk yang dilihat sudah dihapus.')).toBeInTheDocument();
  });
});

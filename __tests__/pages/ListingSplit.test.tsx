import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Product } from '../../src/features/catalog/catalogTypes';
import { applyFilters, parseFilters } from '../../src/features/catalog/filters';
import { isOnSale } from '../../src/features/catalog/pricing';
import { sortProducts } from '../../src/features/catalog/sorting';
import { LISTING_PAGE_SIZE } from '../../src/features/catalog/split/splitTypes';
import CategoryPage from '../../src/pages/CategoryPage';
import GiftPage from '../../src/pages/GiftPage';
import OnSalePage from '../../src/pages/OnSalePage';
import { categories, makeProduct, serveSplit } from '../features/catalog/catalog-test-utils';
import { renderWithProviders } from '../test-utils';

// Many renders of 60 cards per test; the shared CI machine can be slow.
jest.setTimeout(60_000);

const palette = [
  { color: 'Hitam', hex: '#222222' },
  { color: 'Putih', hex: '#f5f5f5' },
  { color: 'Merah', hex: '#cc2222' },
  { color: 'Biru', hex: '#2244cc' },
  { color: 'Cokelat', hex: '#7a4a2a' },
];

/**
 * 60 shoes over three pages and a few bags between them, with tied dates and tied prices (the
 * sorts' tie-breaks), sales, sold-out sizes and one to three colours each; a quarter of them and more are gifts.
 */
const shoes: Product[] = Array.from({ length: 66 }, (_, i) => {
  const price = 50_000 * (1 + ((i * 5) % 12));
  const colors = Array.from({ length: 1 + (i % 3) }, (_, k) => palette[(i + k) % palette.length]!);
  return makeProduct({
    slug: `produk-${i + 1}`,
    name: i % 11 === 5 ? `Tas ${i + 1}` : `Sepatu ${i + 1}`,
    category: i % 11 === 5 ? 'tas' : 'sepatu',
    price,
    ...(i % 3 === 0 ? { salePrice: price - 30_000 } : {}),
    createdAt: new Date(Date.UTC(2025, 0, 1 + ((i * 7) % 30))).toISOString().slice(0, 10),
    sizes: ['39', '40', '41', '42'].map((size, k) => ({ size, stock: (i + k) % 3 === 0 ? 0 : k + 1 })),
    colorOptions: colors.map(({ color, hex }) => ({ color, hex, image: `/images/products/produk-${i + 1}-${color}.svg` })),
    tags: i % 4 === 1 || i % 7 === 0 ? ['hadiah'] : [],
  });
});
const inSepatu = shoes.filter((product) => product.category === 'sepatu');

/** The path of a fetched file within the version folder. */
const inVersion = (input: unknown) => new URL(String(input)).pathname.replace(/^\/catalog\/v\/[^/]+\//, '');

function open(route: string | { pathname: string; search?: string; state?: unknown }, options?: Parameters<typeof serveSplit>[1]) {
  const { fetchMock, manifest } = serveSplit({ categories, products: shoes }, options);
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/kategori/:slug" element={<CategoryPage />} />
      <Route path="/onsale" element={<OnSalePage />} />
      <Route path="/gift" element={<GiftPage />} />
    </Routes>,
    { route: route as string, preloadedState: { catalog: { status: 'ready', manifest, error: null } } },
  );
  const fetched = () => fetchMock.mock.calls.map(([input]) => inVersion(input));
  return { ...rendered, fetched };
}

// `hidden: true` skips jsdom's visibility check of every card, seconds on 60 cards; none is hidden.
const names = (label: string) =>
  within(screen.getByRole('list', { name: label, hidden: true }))
    .getAllByRole('heading', { hidden: true })
    .map((heading) => heading.textContent);
const shown = async (label: string) => {
  await screen.findByRole('list', { name: label, hidden: true });
  return names(label);
};
const more = () => screen.getByRole('button', { name: 'Tampilkan lebih banyak' });

describe('listing pages read the split catalogue', () => {
  it.each([
    '',
    'urut=termurah',
    'urut=termahal',
    'ukuran=42',
    'warna=Merah&warna=Biru&urut=termurah',
    'harga=100000-250000&urut=termahal',
    'ukuran=40&ukuran=39&warna=Hitam&harga=250000-500000',
  ])('shows what applyFilters() gave on the whole catalogue, in its order: /kategori/sepatu?%s', async (search) => {
    const want = applyFilters(inSepatu, parseFilters(new URLSearchParams(search))).map((product) => product.name);
    // All of them (a history entry that asked for more than there are), then a first visit's 24.
    const all = open({ pathname: '/kategori/sepatu', search, state: { shownProducts: 1e9 } });
    expect(await shown('Produk Sepatu')).toEqual(want);
    expect(screen.getByText(`${want.length} produk`)).toBeInTheDocument();
    all.unmount();
    open({ pathname: '/kategori/sepatu', search });
    expect(await shown('Produk Sepatu')).toEqual(want.slice(0, LISTING_PAGE_SIZE));
  });

  it('matches applyFilters() on the sale and gift pages too', async () => {
    const sale = applyFilters(shoes.filter(isOnSale), parseFilters(new URLSearchParams('warna=Putih&urut=termahal')));
    const first = open({ pathname: '/onsale', search: 'warna=Putih&urut=termahal' });
    expect(await shown('Produk diskon')).toEqual(sale.map((product) => product.name));
    first.unmount();

    // A size in the gift page's URL: the gifts' filter file, not a budget's listing.
    const gifts = shoes.filter((product) => product.tags.includes('hadiah'));
    const search = 'harga=100000-250000&ukuran=41';
    const { fetched } = open({ pathname: '/gift', search });
    expect(await shown('Ide hadiah')).toEqual(applyFilters(gifts, parseFilters(new URLSearchParams(search))).map((product) => product.name));
    expect(fetched()).toContain('list/hadiah/filter.json');
  });

  it('fetches one page per step: the first at once, the next on “Tampilkan lebih banyak”, a new sort’s first', async () => {
    const { user, fetched } = open('/kategori/sepatu');
    expect(screen.getByText(`${inSepatu.length} produk`)).toBeInTheDocument();
    expect(await shown('Produk Sepatu')).toHaveLength(24);
    expect(fetched()).toEqual(['list/kategori/sepatu/terbaru-1.json']);

    await user.click(more());
    await waitFor(() => expect(names('Produk Sepatu')).toHaveLength(48));
    expect(fetched()).toEqual(['list/kategori/sepatu/terbaru-1.json', 'list/kategori/sepatu/terbaru-2.json']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'termurah');
    await waitFor(() => expect(names('Produk Sepatu')[0]).toBe(sortProducts(inSepatu, 'termurah')[0]!.name));
    expect(names('Produk Sepatu')).toHaveLength(24);
    expect(fetched().slice(2)).toEqual(['list/kategori/sepatu/termurah-1.json']);
  });

  it('fetches the filter file once, then only the pages the shown matches are on', async () => {
    const { user, fetched } = open('/kategori/sepatu');
    await shown('Produk Sepatu');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter' });
    await user.click(within(drawer).getByRole('checkbox', { name: 'Merah' }));
    await user.click(within(drawer).getByRole('checkbox', { name: '40' }));
    await user.click(within(drawer).getByRole('radio', { name: 'Rp\u00a0250.000 – Rp\u00a0500.000' }));
    const filters = parseFilters(new URLSearchParams('warna=Merah&ukuran=40&harga=250000-500000'));
    const want = applyFilters(inSepatu, filters);
    await waitFor(() => expect(names('Produk Sepatu')).toEqual(want.map((product) => product.name)));
    expect(within(drawer).getByRole('button', { name: `Lihat ${want.length} produk` })).toBeInTheDocument();

    expect(fetched().filter((path) => path.endsWith('filter.json'))).toEqual(['list/kategori/sepatu/filter.json']);
    const newest = sortProducts(inSepatu, 'terbaru');
    const pagesOfMatches = new Set(want.map((product) => `list/kategori/sepatu/terbaru-${Math.floor(newest.indexOf(product) / LISTING_PAGE_SIZE) + 1}.json`));
    expect(new Set(fetched().filter((path) => !path.endsWith('filter.json')))).toEqual(new Set(['list/kategori/sepatu/terbaru-1.json', ...pagesOfMatches]));
  });

  it('opens a gift budget it links to with that budget’s one small page', async () => {
    const { fetched } = open('/gift?harga=100000-250000');
    await shown('Ide hadiah');
    expect(fetched()).toEqual(['list/hadiah/harga-100000-250000/terbaru-1.json']);
  });

  it('keeps the cards and shows the button busy while the next page loads', async () => {
    let release = () => {};
    const { user } = open('/kategori/sepatu');
    const served = globalThis.fetch;
    const gate = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      if (inVersion(input).endsWith('terbaru-2.json')) await gate;
      return served(input);
    }) as typeof fetch;
    await shown('Produk Sepatu');
    await user.click(more());
    expect(await screen.findByText('Memuat produk berikutnya…')).toBeInTheDocument();
    expect(more()).toHaveAttribute('aria-busy', 'true');
    expect(more()).toHaveFocus();
    expect(names('Produk Sepatu')).toHaveLength(24);
    await user.click(more());
    release();
    await waitFor(() => expect(names('Produk Sepatu')).toHaveLength(48));
    // One step per tap: the tap while busy asked for nothing.
    expect(screen.getByText('48 dari 60 produk ditampilkan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: names('Produk Sepatu')[24]! })).toHaveFocus();
  });

  it('shows a retry below the cards when the next page fails, and “Coba lagi” adds it, keeping the rest', async () => {
    let broken = true;
    const { user, fetched } = open('/kategori/sepatu', { broken: (path) => broken && path.endsWith('list/kategori/sepatu/terbaru-2.json') });
    await shown('Produk Sepatu');
    await user.click(more());
    expect(await screen.findByRole('alert')).toHaveTextContent('Produk berikutnya belum bisa dimuat');
    expect(names('Produk Sepatu')).toHaveLength(24);
    const retry = screen.getByRole('button', { name: 'Coba lagi' });
    expect(retry).toHaveFocus();

    broken = false;
    await user.click(retry);
    await waitFor(() => expect(names('Produk Sepatu')).toHaveLength(48));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: names('Produk Sepatu')[24]! })).toHaveFocus();
    // Page 1 was not fetched again; page 2 twice (the failure, the retry).
    expect(fetched()).toEqual(['list/kategori/sepatu/terbaru-1.json', 'list/kategori/sepatu/terbaru-2.json', 'list/kategori/sepatu/terbaru-2.json']);
  });

  it('shows the catalogue error when the first page fails, and recovers on “Coba lagi”', async () => {
    let broken = true;
    const { user } = open('/onsale', { broken: (path) => broken && path.includes('list/diskon/') });
    expect(await screen.findByRole('heading', { name: 'Katalog belum bisa dimuat' })).toBeInTheDocument();
    expect(screen.getByText(`${shoes.filter(isOnSale).length} produk`)).toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await shown('Produk diskon')).toHaveLength(shoes.filter(isOnSale).length);
  });
});

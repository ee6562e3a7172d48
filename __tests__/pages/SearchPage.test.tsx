import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { splitFileUrl, splitPaths } from '../../src/features/catalog/split/splitPaths';
import { SearchBox } from '../../src/features/search/SearchBox';
import { SearchSuggestions } from '../../src/features/search/SearchSuggestions';
import { rememberIndexed } from '../../src/features/search/recentSearches';
import SearchPage from '../../src/pages/SearchPage';
import { renderWithProviders } from '../test-utils';
import { makeProduct, products, readyCatalog, renderPage } from '../features/catalog/catalog-test-utils';

const open = (query: string, catalog = readyCatalog()) => renderPage(<SearchPage />, '/cari', `/cari?q=${encodeURIComponent(query)}`, catalog);
const resultNames = async () => within(await screen.findByRole('list', { name: 'Hasil pencarian' })).getAllByRole('link').map((link) => link.textContent);

/** Whether the page's placeholders ever show from now on (even for a single render). */
function watchPlaceholders() {
  let shown = false;
  const check = () => void (shown ||= document.querySelector('[role="status"][aria-label="Memuat produk"]') !== null);
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true });
  return () => {
    check();
    observer.disconnect();
    return shown;
  };
}

describe('SearchPage', () => {
  it('shows results ranked by relevance, whatever the word order and case', async () => {
    open('PANDAN anyam');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hasil pencarian “PANDAN anyam”');
    expect(await resultNames()).toEqual(['Tas Anyam Pandan']);
    expect(screen.getByText('1 produk ditemukan')).toBeInTheDocument();
  });

  it('finds a product by a word only its description has, and shows its card as a list would', async () => {
    const catalog = readyCatalog([
      ...products,
      makeProduct({ slug: 'sandal-garut', name: 'Sandal Kulit', description: 'Dijahit tangan oleh perajin Garut.', sizes: [{ size: '40', stock: 0 }] }),
    ]);
    open('garut', catalog);
    expect(await resultNames()).toEqual(['Sandal Kulit']);
    // From search.json alone: its colours counted and "Stok habis", as on a category page.
    expect(screen.getByRole('list', { name: 'Hasil pencarian' })).toHaveTextContent('Stok habis · 2 warna');
  });

  it('shows placeholders while search.json loads', async () => {
    open('kanvas');
    expect(screen.getByRole('status', { name: 'Memuat produk' })).toBeInTheDocument();
    expect(await resultNames()).toEqual(['Sneakers Kanvas']);
  });

  it('shows the results on its first render, no placeholders, after the header suggested for the same text', async () => {
    const { user } = renderWithProviders(
      <>
        <SearchBox renderSuggestions={(state) => <SearchSuggestions {...state} />} />
        <Routes>
          <Route path="/cari" element={<SearchPage />} />
          <Route path="*" element={<p>Beranda</p>} />
        </Routes>
      </>,
      { preloadedState: { catalog: readyCatalog() } },
    );
    await user.type(screen.getByRole('combobox', { name: 'Cari produk' }), 'kanvas');
    await screen.findByRole('listbox', { name: 'Saran produk' });
    const placeholdersShown = watchPlaceholders();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('list', { name: 'Hasil pencarian' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Sneakers Kanvas']);
    expect(placeholdersShown()).toBe(false);
    // The known answer is still noted as this text's (useSearchAnswer) a moment later.
    expect(await screen.findByText('1 produk ditemukan')).toBeInTheDocument();
  });

  it('shows the results on its first render when the shopper comes back to the same search', async () => {
    const catalog = readyCatalog();
    const first = open('kanvas', catalog);
    expect(await resultNames()).toEqual(['Sneakers Kanvas']);
    first.unmount();
    const placeholdersShown = watchPlaceholders();
    open('kanvas', catalog);
    // No waiting (find*): on the first render.
    expect(within(screen.getByRole('list', { name: 'Hasil pencarian' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Sneakers Kanvas']);
    expect(placeholdersShown()).toBe(false);
    // The known answer is still noted as this text's (useSearchAnswer) a moment later.
    expect(await screen.findByText('1 produk ditemukan')).toBeInTheDocument();
  });

  it('offers a retry when search.json, indexed before, cannot be searched here, and then shows the results', async () => {
    let broken = true;
    const catalog = readyCatalog(products, { broken: (path) => broken && path.endsWith('search.json') });
    // The worker had indexed it, then went silent: the page's own fetch of search.json fails.
    rememberIndexed(splitFileUrl(catalog.manifest!, splitPaths.search));
    const { user } = open('kanvas', catalog);
    expect(await screen.findByRole('alert')).toHaveTextContent('Katalog belum bisa dimuat');
    expect(screen.queryByText(/tidak ditemukan/)).not.toBeInTheDocument();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await resultNames()).toEqual(['Sneakers Kanvas']);
  });

  it('offers a retry when search.json cannot be fetched, and then shows the results', async () => {
    let broken = true;
    const { user } = open('kanvas', readyCatalog(products, { broken: (path) => broken && path.endsWith('search.json') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Katalog belum bisa dimuat');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await resultNames()).toEqual(['Sneakers Kanvas']);
  });

  it('says "tidak ditemukan" and offers the categories when nothing matches', async () => {
    open('payung');
    expect(await screen.findByText(/Produk untuk “payung” tidak ditemukan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sepatu' })).toHaveAttribute('href', '/kategori/sepatu');
  });

  it.each(['<script>alert(1)</script>', '%', '100% katun', '👟✨', 'x'.repeat(500)])('renders the hostile query %p as text', async (query) => {
    open(query);
    expect(await screen.findByText(/tidak ditemukan/)).toBeInTheDocument();
    expect(document.querySelector('main script, script')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(query.slice(0, 120));
  });

  it('invites a search when the query is empty, without fetching search.json', async () => {
    const catalog = readyCatalog();
    const fetchMock = globalThis.fetch as jest.Mock;
    renderPage(<SearchPage />, '/cari', '/cari', catalog);
    expect(screen.getByRole('heading', { level: 1, name: 'Cari produk' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Tas' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('search.json'))).toHaveLength(0);
  });

  it('shows many results 24 at a time, all counted', async () => {
    const bags = Array.from({ length: 30 }, (_, i) => makeProduct({ slug: `tas-${i + 1}`, name: `Tas Kanvas ${i + 1}`, category: 'tas' }));
    const { user } = open('kanvas', readyCatalog(bags));
    expect(await screen.findByText('30 produk ditemukan')).toBeInTheDocument();
    // Role queries over dozens of cards take seconds in jsdom: the count of shown cards, as the
    // page words it, stands for a second query.
    expect(screen.getByText('24 dari 30 produk ditampilkan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(await resultNames()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import CategoryPage from '../../src/pages/CategoryPage';
import { makeProduct, readyCatalog, renderPage } from '../features/catalog/catalog-test-utils';
import { renderWithProviders } from '../test-utils';

function WithLocation() {
  const location = useLocation();
  return (
    <>
      <CategoryPage />
      <output aria-label="alamat">{location.search}</output>
    </>
  );
}

const open = (route: string) => renderPage(<WithLocation />, '/kategori/:slug', route);
// `hidden: true` skips jsdom's visibility check of every card (getComputedStyle per element),
// which made these polled queries seconds long on 60 cards; no card heading is ever hidden.
const cardNames = () =>
  within(screen.getByRole('list', { name: /^Produk Sepatu/, hidden: true }))
    .getAllByRole('heading', { hidden: true })
    .map((h) => h.textContent);
/** The cards once their page files are in (they arrive after the first render). */
const shownCards = async () => {
  await screen.findByRole('list', { name: /^Produk Sepatu/ });
  return cardNames();
};
/** Waits for the list to show `names` (a new sort or filter fetches its pages). */
const expectCards = (names: unknown) => waitFor(() => expect(cardNames()).toEqual(names));
const address = () => screen.getByRole('status', { name: 'alamat' }).textContent;

describe('CategoryPage', () => {
  it('lists the category’s products as links named by product, newest first, with prices', async () => {
    open('/kategori/sepatu');
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu' })).toBeInTheDocument();
    // The count and the filters come with the manifest: they show while the cards load.
    expect(screen.getByText('3 produk')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Memuat produk' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Filter produk')).getByRole('checkbox', { name: '42', hidden: true })).toBeInTheDocument();
    expect(await shownCards()).toEqual(['Sneakers Kanvas', 'Loafer Kulit', 'Boots Suede']);
    expect(screen.queryByRole('status', { name: 'Memuat produk' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Sneakers Kanvas' });
    expect(link).toHaveAttribute('href', '/produk/sneakers-kanvas');
    expect(link.closest('article')?.textContent).toContain('Rp\u00a0200.000');
    expect(screen.getByText('3 produk')).toBeInTheDocument();
  });

  it('sorts and keeps the sort in the URL', async () => {
    const { user } = open('/kategori/sepatu');
    await shownCards();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'termurah');
    await expectCards(['Sneakers Kanvas', 'Loafer Kulit', 'Boots Suede']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'termahal');
    await expectCards(['Boots Suede', 'Loafer Kulit', 'Sneakers Kanvas']);
    expect(address()).toBe('?urut=termahal');
  });

  it('filters in a drawer on phones, by size, color and price, all kept in the URL', async () => {
    const { user } = open('/kategori/sepatu');
    await shownCards();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter' });
    await user.click(within(drawer).getByRole('checkbox', { name: '42' }));
    await expectCards(['Sneakers Kanvas', 'Loafer Kulit']);
    await user.click(within(drawer).getByRole('radio', { name: 'Rp\u00a0250.000 – Rp\u00a0500.000' }));
    await expectCards(['Loafer Kulit']);
    expect(address()).toBe('?ukuran=42&harga=250000-500000');
    await user.click(await within(drawer).findByRole('button', { name: 'Lihat 1 produk' }));
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument();
  });

  it('keeps the sidebar’s and the drawer’s price choices apart, so each shows the choice and a tap ticks at once', async () => {
    // On phones both panels are in the page (the sidebar hidden by CSS). Radios sharing one
    // name form one native group: ticking the drawer's radio would untick the sidebar's, and
    // React's restoring of the other would untick the drawer's until the URL caught up.
    const { user } = open('/kategori/sepatu?harga=250000-500000');
    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter' });
    const sidebar = screen.getByLabelText('Filter produk');
    const range = 'Rp\u00a0250.000 – Rp\u00a0500.000';
    for (const panel of [sidebar, drawer]) expect(within(panel).getByRole('radio', { name: range, hidden: true })).toBeChecked();

    const allPrices = within(drawer).getByRole<HTMLInputElement>('radio', { name: 'Semua harga' });
    // What the shopper sees before the list re-renders: read after React has handled the tap.
    let tickedAtOnce: boolean | undefined;
    document.addEventListener('click', () => (tickedAtOnce = allPrices.checked), { once: true });
    await user.click(allPrices);
    expect(tickedAtOnce).toBe(true);
    expect(await within(drawer).findByRole('button', { name: 'Lihat 3 produk' })).toBeInTheDocument();
    for (const panel of [sidebar, drawer]) expect(within(panel).getByRole('radio', { name: 'Semua harga', hidden: true })).toBeChecked();
    expect(address()).toBe('');
  });

  it('reads filters from the URL and offers to clear them when nothing matches', async () => {
    const { user } = open('/kategori/sepatu?warna=Cokelat&ukuran=42');
    expect(await screen.findByText('Tidak ada produk yang cocok dengan filter ini.')).toBeInTheDocument();
    expect(screen.getByText('0 produk')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus filter' }));
    expect(await shownCards()).toHaveLength(3);
    expect(address()).toBe('');
  });

  it('shows a not-found state with links onward for an unknown category', () => {
    open('/kategori/topi-pantai');
    expect(screen.getByRole('heading', { level: 1, name: 'Kategori tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tas' })).toHaveAttribute('href', '/kategori/tas');
  });
});

describe('CategoryPage with a long list', () => {
  // 60 shoes, newest first: 'Sepatu 1' is the newest.
  const many = Array.from({ length: 60 }, (_, i) =>
    makeProduct({ slug: `sepatu-${i + 1}`, name: `Sepatu ${i + 1}`, createdAt: new Date(Date.UTC(2025, 0, 60 - i)).toISOString().slice(0, 10) }),
  );

  function ProductStandIn() {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate(-1)}>
        Kembali
      </button>
    );
  }

  const openLong = (entry: string | { pathname: string; state: unknown } = '/kategori/sepatu') =>
    renderWithProviders(
      <Routes>
        <Route path="/kategori/:slug" element={<WithLocation />} />
        <Route path="/produk/:slug" element={<ProductStandIn />} />
      </Routes>,
      { route: entry as string, preloadedState: { catalog: readyCatalog(many) } },
    );

  it('shows 24 at first and 24 more at each “Tampilkan lebih banyak”, moving focus to the first added', async () => {
    const { user } = openLong();
    expect(await shownCards()).toHaveLength(24);
    expect(screen.getByText('60 produk')).toBeInTheDocument();
    expect(screen.getByText('24 dari 60 produk ditampilkan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    await waitFor(() => expect(cardNames()).toHaveLength(48));
    expect(screen.getByRole('link', { name: 'Sepatu 25' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    await expectCards(many.map((p) => p.name));
    expect(screen.getByRole('link', { name: 'Sepatu 49' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).not.toBeInTheDocument();
    expect(screen.queryByText(/produk ditampilkan/)).not.toBeInTheDocument();
  });

  it('keeps what was shown when the shopper comes Back from a product, and starts again on a new sort', async () => {
    const { user } = openLong();
    await shownCards();
    await user.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    await user.click(await screen.findByRole('link', { name: 'Sepatu 30' }));
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await shownCards()).toHaveLength(48);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'termurah');
    await waitFor(() => expect(cardNames()).toHaveLength(24));
  });

  it('shows the first step for a history entry whose state is not a count it set', async () => {
    for (const state of [{ shownProducts: 'semua' }, { shownProducts: -5 }, { shownProducts: 2.5 }, 'rusak', null]) {
      const { unmount } = openLong({ pathname: '/kategori/sepatu', state });
      expect(await shownCards()).toHaveLength(24);
      unmount();
    }
    const { unmount } = openLong({ pathname: '/kategori/sepatu', state: { shownProducts: 1e9 } });
    expect(await shownCards()).toHaveLength(60);
    unmount();
  });
});

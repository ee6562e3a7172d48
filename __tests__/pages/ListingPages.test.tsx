import { screen, waitFor, within } from '@testing-library/react';
import GiftPage from '../../src/pages/GiftPage';
import HomePage from '../../src/pages/HomePage';
import OnSalePage from '../../src/pages/OnSalePage';
import { renderPage } from '../features/catalog/catalog-test-utils';

const linksIn = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('link').map((link) => link.textContent);
/** The list's links once its page files are in (they arrive after the first render). */
const linksShown = async (name: string) => {
  await screen.findByRole('list', { name });
  return linksIn(name);
};

describe('HomePage', () => {
  it('shows the tagline, the sale picture first, category tiles and the picks, from home.json alone', async () => {
    renderPage(<HomePage />, '/', '/');
    // The hero needs no catalogue: it is there before any file arrives.
    expect(screen.getByRole('heading', { level: 1, name: 'Melangkah Bersama, Setiap Hari' })).toBeInTheDocument();
    const sale = screen.getByRole('img', { name: 'Promo diskon Langkah: Sepatu, Sandal & Tas' });
    expect(sale).toHaveAttribute('src', expect.stringMatching(/^\/catalog\/img\/promo-[0-9a-f]{10}\.800\.webp$/));
    expect(sale).toHaveAttribute('fetchpriority', 'high');
    expect(sale).toHaveAttribute('width');
    expect(await screen.findByRole('link', { name: 'Tas' })).toHaveAttribute('href', '/kategori/tas');
    expect(linksIn('Produk terbaru')[0]).toBe('Sneakers Kanvas');
    expect(linksIn('Sedang diskon')).toEqual(['Sneakers Kanvas']);
    expect(linksIn('Ide hadiah')).toEqual(['Loafer Kulit', 'Tas Anyam Pandan']);
    // Only the hero image is fetched eagerly; product pictures wait.
    const lazy = document.querySelectorAll('main img[loading="lazy"], img[loading="lazy"]');
    expect(lazy.length).toBeGreaterThan(0);
    expect(document.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    // Each tile pictured by its category's first product (home.json's covers).
    expect(screen.getByRole('link', { name: 'Tas' }).querySelector('img')).toHaveAttribute('src', '/images/products/tas-anyam-hitam.svg');
  });
});

describe('OnSalePage', () => {
  it('lists only discounted products with the original price struck through', async () => {
    renderPage(<OnSalePage />, '/onsale', '/onsale');
    expect(screen.getByText('1 produk')).toBeInTheDocument();
    expect(await linksShown('Produk diskon')).toEqual(['Sneakers Kanvas']);
    expect(document.querySelector('s')?.textContent).toBe('Rp\u00a0250.000');
    expect(screen.getByText('-20%')).toBeInTheDocument();
  });
});

describe('GiftPage', () => {
  it('lists gift ideas and narrows them by budget', async () => {
    const { user } = renderPage(<GiftPage />, '/gift', '/gift');
    expect(await linksShown('Ide hadiah')).toEqual(['Loafer Kulit', 'Tas Anyam Pandan']);
    await user.click(screen.getByRole('link', { name: 'Rp\u00a0100.000 – Rp\u00a0250.000' }));
    await waitFor(() => expect(linksIn('Ide hadiah')).toEqual(['Tas Anyam Pandan']));
    expect(screen.getByRole('link', { name: 'Rp\u00a0100.000 – Rp\u00a0250.000' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Di bawah Rp\u00a0100.000' }));
    expect(await screen.findByText('Belum ada ide hadiah di budget ini. Coba budget lain.')).toBeInTheDocument();
  });
});

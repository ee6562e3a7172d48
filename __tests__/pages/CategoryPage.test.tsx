import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import CategoryPage from '../../src/pages/CategoryPage';
import { renderPage } from '../features/catalog/catalog-test-utils';

// Many user events per test; the shared CI machine can be slow.
jest.setTimeout(20_000);

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
const cardNames = () => within(screen.getByRole('list', { name: /^Produk Sepatu/ })).getAllByRole('heading').map((h) => h.textContent);
const address = () => screen.getByRole('status', { name: 'alamat' }).textContent;

describe('CategoryPage', () => {
  it('lists the category’s products as links named by product, newest first, with prices', () => {
    open('/kategori/sepatu');
    expect(screen.getByRole('heading', { level: 1, name: 'Sepatu' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Sneakers Kanvas', 'Loafer Kulit', 'Boots Suede']);
    const link = screen.getByRole('link', { name: 'Sneakers Kanvas' });
    expect(link).toHaveAttribute('href', '/produk/sneakers-kanvas');
    expect(link.closest('article')?.textContent).toContain('Rp\u00a0200.000');
    expect(screen.getByText('3 produk')).toBeInTheDocument();
  });

  it('sorts and keeps the sort in the URL', async () => {
    const { user } = open('/kategori/sepatu');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'termurah');
    expect(cardNames()).toEqual(['Sneakers Kanvas', 'Loafer Kulit', 'Boots Suede']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urutkan' }), 'termahal');
    expect(cardNames()).toEqual(['Boots Suede', 'Loafer Kulit', 'Sneakers Kanvas']);
    expect(address()).toBe('?urut=termahal');
  });

  it('filters in a drawer on phones, by size, color and price, all kept in the URL', async () => {
    const { user } = open('/kategori/sepatu');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = screen.getByRole('dialog', { name: 'Filter' });
    await user.click(within(drawer).getByRole('checkbox', { name: '42' }));
    expect(cardNames()).toEqual(['Sneakers Kanvas', 'Loafer Kulit']);
    await user.click(within(drawer).getByRole('radio', { name: 'Rp\u00a0250.000 – Rp\u00a0500.000' }));
    expect(cardNames()).toEqual(['Loafer Kulit']);
    expect(address()).toBe('?ukuran=42&harga=250000-500000');
    await user.click(within(drawer).getByRole('button', { name: 'Lihat 1 produk' }));
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeInTheDocument();
  });

  it('reads filters from the URL and offers to clear them when nothing matches', async () => {
    const { user } = open('/kategori/sepatu?warna=Cokelat&ukuran=42');
    expect(screen.getByText('Tidak ada produk yang cocok dengan filter ini.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hapus filter' }));
    expect(cardNames()).toHaveLength(3);
    expect(address()).toBe('');
  });

  it('shows a not-found state with links onward for an unknown category', () => {
    open('/kategori/topi-pantai');
    expect(screen.getByRole('heading', { level: 1, name: 'Kategori tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tas' })).toHaveAttribute('href', '/kategori/tas');
  });
});

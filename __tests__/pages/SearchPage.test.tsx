import { screen, within } from '@testing-library/react';
import SearchPage from '../../src/pages/SearchPage';
import { makeProduct, readyCatalog, renderPage } from '../features/catalog/catalog-test-utils';

const open = (query: string) => renderPage(<SearchPage />, '/cari', `/cari?q=${encodeURIComponent(query)}`);

describe('SearchPage', () => {
  it('shows results ranked by relevance, whatever the word order and case', () => {
    open('PANDAN anyam');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hasil pencarian “PANDAN anyam”');
    const results = screen.getByRole('list', { name: 'Hasil pencarian' });
    expect(within(results).getAllByRole('link').map((link) => link.textContent)).toEqual(['Tas Anyam Pandan']);
    expect(screen.getByText('1 produk ditemukan')).toBeInTheDocument();
  });

  it('says "tidak ditemukan" and offers the categories when nothing matches', () => {
    open('payung');
    expect(screen.getByText(/Produk untuk “payung” tidak ditemukan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sepatu' })).toHaveAttribute('href', '/kategori/sepatu');
  });

  it.each(['<script>alert(1)</script>', '%', '100% katun', '👟✨', 'x'.repeat(500)])('renders the hostile query %p as text', (query) => {
    open(query);
    expect(document.querySelector('main script, script')).toBeNull();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toContain(query.slice(0, 120));
    expect(screen.getByText(/tidak ditemukan/)).toBeInTheDocument();
  });

  it('invites a search when the query is empty', () => {
    renderPage(<SearchPage />, '/cari', '/cari');
    expect(screen.getByRole('heading', { level: 1, name: 'Cari produk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tas' })).toBeInTheDocument();
  });

  it('shows many results 24 at a time, all counted', async () => {
    const bags = Array.from({ length: 30 }, (_, i) => makeProduct({ slug: `tas-${i + 1}`, name: `Tas Kanvas ${i + 1}`, category: 'tas' }));
    const { user } = renderPage(<SearchPage />, '/cari', '/cari?q=kanvas', readyCatalog(bags));
    const results = () => within(screen.getByRole('list', { name: 'Hasil pencarian' })).getAllByRole('link');
    expect(screen.getByText('30 produk ditemukan')).toBeInTheDocument();
    expect(results()).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Tampilkan lebih banyak' }));
    expect(results()).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Tampilkan lebih banyak' })).not.toBeInTheDocument();
  });
});

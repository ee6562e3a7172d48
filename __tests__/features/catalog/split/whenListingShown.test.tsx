import { screen, within } from '@testing-library/react';
import type { CatalogManifest } from '../../../../src/features/catalog/catalogSlice';
import { whenListingShown } from '../../../../src/features/catalog/split/whenListingShown';
import CategoryPage from '../../../../src/pages/CategoryPage';
import GiftPage from '../../../../src/pages/GiftPage';
import { categories, makeProduct, products, renderPage, serveSplit } from '../catalog-test-utils';

const many = Array.from({ length: 30 }, (_, i) => makeProduct({ slug: `sepatu-${i + 1}`, name: `Sepatu ${i + 1}`, price: 100_000 + i * 10_000 }));

function served(list = products) {
  const { fetchMock, manifest } = serveSplit({ categories, products: list });
  const fetched = () => fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname.replace(/^\/catalog\/v\/[^/]+\//, ''));
  return { manifest: manifest as CatalogManifest, fetched, catalog: { status: 'ready' as const, manifest, error: null } };
}

const cardsNow = (name: string | RegExp) => within(screen.getByRole('list', { name })).getAllByRole('heading').map((heading) => heading.textContent);

describe('the files a list page first shows, fetched before its first render', () => {
  it('fetches the first page, so the page renders its cards at once (no skeleton over the preview)', async () => {
    const { manifest, fetched, catalog } = served();
    await whenListingShown(manifest, { pathname: '/Kategori/sepatu/', search: '' });
    expect(fetched()).toEqual(['list/kategori/sepatu/terbaru-1.json']);
    renderPage(<CategoryPage />, '/kategori/:slug', '/kategori/sepatu', catalog);
    expect(cardsNow(/^Produk Sepatu/)).toEqual(['Sneakers Kanvas', 'Loafer Kulit', 'Boots Suede']);
  });

  it('fetches the filter file and the pages of the shown matches, as many steps as the history entry asks', async () => {
    const { manifest, fetched } = served(many);
    await whenListingShown(manifest, { pathname: '/kategori/sepatu', search: '?urut=termahal', state: { shownProducts: 48 } });
    expect(fetched()).toEqual(['list/kategori/sepatu/termahal-1.json', 'list/kategori/sepatu/termahal-2.json']);
    // Same dates, so 'terbaru' keeps the catalogue's order: the matches are positions 25-29, all on page 2.
    await whenListingShown(manifest, { pathname: '/kategori/sepatu', search: '?harga=350000-500000' });
    expect(fetched().slice(2)).toEqual(['list/kategori/sepatu/filter.json', 'list/kategori/sepatu/terbaru-2.json']);
  });

  it('reads a gift budget’s own listing, and nothing for other pages or an unknown category', async () => {
    const { manifest, fetched, catalog } = served();
    await whenListingShown(manifest, { pathname: '/gift', search: '?harga=100000-250000' });
    for (const pathname of ['/produk/loafer-kulit', '/kategori/topi', '/cart', '/']) await whenListingShown(manifest, { pathname, search: '' });
    expect(fetched()).toEqual(['list/hadiah/harga-100000-250000/terbaru-1.json']);
    renderPage(<GiftPage />, '/gift', '/gift?harga=100000-250000', catalog);
    expect(cardsNow('Ide hadiah')).toEqual(['Tas Anyam Pandan']);
  });
});

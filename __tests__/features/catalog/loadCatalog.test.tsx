import { screen } from '@testing-library/react';
import { makeStore } from '../../../src/app/store';
import { CatalogBoundary } from '../../../src/features/catalog/CatalogBoundary';
import { catalogRequested } from '../../../src/features/catalog/loadCatalog';
import { renderWithProviders } from '../../test-utils';
import { categories, serveCatalog } from './catalog-test-utils';

const file = {
  categories,
  products: [
    {
      id: 1,
      slug: 'sneakers-kanvas',
      name: 'Sneakers Kanvas',
      category: 'sepatu',
      price: 250000,
      colorOptions: [{ color: 'Putih', image: '/images/products/a.svg' }],
      createdAt: '2025-11-01',
    },
  ],
};

describe('loading the catalogue', () => {
  it('fetches /catalog/catalog.json once and stores the valid products', async () => {
    const fetchMock = serveCatalog(file);
    const store = makeStore();
    await Promise.all([store.dispatch(catalogRequested()), store.dispatch(catalogRequested())]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['http://localhost/catalog/catalog.json', expect.anything()]);
    expect(store.getState().catalog).toMatchObject({ status: 'ready', error: null });
    expect(store.getState().catalog.products.map((product) => product.slug)).toEqual(['sneakers-kanvas']);
    await store.dispatch(catalogRequested());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the network fails', null, 200, /Failed to fetch/],
    ['the server answers 500', file, 500, /HTTP 500/],
    ['the file has the wrong shape', { produk: [] }, 200, /Format katalog salah/],
  ])('records a failure when %s', async (_, body, status, error) => {
    serveCatalog(body, status);
    const store = makeStore();
    await store.dispatch(catalogRequested());
    expect(store.getState().catalog.status).toBe('failed');
    expect(store.getState().catalog.error).toMatch(error);
  });

  it('shows a retryable error, then the page once "Coba lagi" works', async () => {
    serveCatalog(null);
    const { user } = renderWithProviders(
      <CatalogBoundary fallback={<p>Memuat…</p>}>
        <p>Katalog siap</p>
      </CatalogBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Katalog belum bisa dimuat');
    expect(screen.queryByText('Katalog siap')).not.toBeInTheDocument();

    const fetchMock = serveCatalog(file);
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Katalog siap')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

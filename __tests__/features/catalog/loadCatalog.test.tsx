import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { makeStore } from '../../../src/app/store';
import { catalogRequested } from '../../../src/features/catalog/loadCatalog';
import ProductPage from '../../../src/pages/ProductPage';
import { renderWithProviders } from '../../test-utils';
import { categories, products, serveCatalog, serveSplit } from './catalog-test-utils';

const catalog = { categories, products };

describe('loading the catalogue: its manifest first', () => {
  it('fetches /catalog/manifest.json once and keeps only the manifest in the store', async () => {
    const { fetchMock, manifest } = serveSplit(catalog);
    const store = makeStore();
    await Promise.all([store.dispatch(catalogRequested()), store.dispatch(catalogRequested())]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(['http://localhost/catalog/manifest.json', expect.anything()]);
    expect(store.getState().catalog).toEqual({ status: 'ready', error: null, manifest });
    expect(JSON.stringify(store.getState())).not.toContain(products[1]!.name);
    await store.dispatch(catalogRequested());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the network fails', null, 200, /Failed to fetch/],
    ['the server answers 500', {}, 500, /HTTP 500/],
    ['the file is of an older format', { format: 0, version: 'abc123' }, 200, /manifest\.json tidak sesuai format: format/],
    ['the file is the whole catalogue of the old site', catalog, 200, /tidak sesuai format/],
  ])('records a failure when %s', async (_, body, status, error) => {
    serveCatalog(body, status);
    const store = makeStore();
    await store.dispatch(catalogRequested());
    expect(store.getState().catalog.status).toBe('failed');
    expect(store.getState().catalog.error).toMatch(error);
  });

  it('records a failure when the host answers HTML (a cut-off or misrouted file)', async () => {
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => JSON.parse('<!doctype html>') }) as Response);
    const store = makeStore();
    await store.dispatch(catalogRequested());
    expect(store.getState().catalog.error).toMatch(/manifest\.json bukan JSON yang utuh/);
  });
});

describe("a page's own file", () => {
  const renderProduct = (slug: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/produk/:slug" element={<ProductPage />} />
      </Routes>,
      { route: `/produk/${slug}` },
    );

  it('fetches the manifest, then the product file alone, and shows the product', async () => {
    const { fetchMock } = serveSplit(catalog);
    renderProduct('loafer-kulit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loafer Kulit' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url).replace(/\/v\/[0-9a-f]+\//, '/v/…/'))).toEqual([
      'http://localhost/catalog/manifest.json',
      'http://localhost/catalog/v/…/produk/loafer-kulit.json',
    ]);
  });

  it('resolves a relative picture against the catalogue folder, not the file inside v/<version>/', async () => {
    const photographed = { ...products[1]!, colorOptions: [{ color: 'Hitam', image: 'img/loafer-hitam.jpg' }] };
    serveSplit({ categories, products: [photographed] });
    renderProduct('loafer-kulit');
    expect(await screen.findByRole('img', { name: /Loafer Kulit warna Hitam/ })).toHaveAttribute('src', '/catalog/img/loafer-hitam.jpg');
  });

  it('says a product the catalogue has no file for is not found, with no retry to press', async () => {
    serveSplit(catalog);
    renderProduct('tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Produk tidak ditemukan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it("says not found when the host answers a missing file with its HTML page as 200 (Cloudflare Pages' fallback)", async () => {
    const { fetchMock } = serveSplit(catalog);
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) => {
      const response = await served(input);
      if (response.ok) return response;
      return { ok: true, status: 200, headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }), json: async () => JSON.parse('<!doctype html>') } as Response;
    });
    renderProduct('tidak-ada');
    expect(await screen.findByRole('heading', { name: 'Produk tidak ditemukan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).not.toBeInTheDocument();
  });

  it('shows a retryable error when the file fails, then the product once "Coba lagi" works', async () => {
    let broken = true;
    const { fetchMock } = serveSplit(catalog, { broken: (path) => broken && path.endsWith('loafer-kulit.json') });
    const { user } = renderProduct('loafer-kulit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Katalog belum bisa dimuat');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Loafer Kulit' })).toBeInTheDocument();
    // The manifest was fetched once; the product file twice.
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('refuses a shard that is not what it claims (an HTML page), with a retry', async () => {
    const { fetchMock } = serveSplit(catalog);
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('.json') && String(input).includes('/produk/')
        ? ({ ok: true, status: 200, json: async () => JSON.parse('<html>') } as Response)
        : served(input),
    );
    renderProduct('loafer-kulit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Katalog belum bisa dimuat');
  });
});

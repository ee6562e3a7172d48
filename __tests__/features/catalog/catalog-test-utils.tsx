import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { CatalogManifest, CatalogState } from '../../../src/features/catalog/catalogSlice';
import type { Catalog, Category, Product } from '../../../src/features/catalog/catalogTypes';
import type { SplitManifest } from '../../../src/features/catalog/split/splitTypes';
import { splitCatalog } from '../../../scripts/catalog/split/splitCatalog';
import { renderWithProviders } from '../../test-utils';

export const categories: Category[] = [
  { slug: 'sepatu', name: 'Sepatu', description: 'Sepatu untuk setiap langkah.' },
  { slug: 'tas', name: 'Tas', description: 'Tas buatan perajin lokal.' },
];

/** A product with sensible defaults; tests override what they are about. */
export function makeProduct(overrides: Partial<Product> & { slug: string }): Product {
  const colorOptions = overrides.colorOptions ?? [
    { color: 'Hitam', hex: '#222222', image: `/images/products/${overrides.slug}-hitam.svg` },
    { color: 'Putih', hex: '#f5f5f5', image: `/images/products/${overrides.slug}-putih.svg` },
  ];
  return {
    id: overrides.slug,
    name: overrides.slug,
    category: 'sepatu',
    description: 'Deskripsi produk.',
    price: 200_000,
    tags: [],
    sizes: [
      { size: '40', stock: 3 },
      { size: '41', stock: 0 },
      { size: '42', stock: 8 },
    ],
    createdAt: '2025-10-01',
    ...overrides,
    colorOptions,
    image: overrides.image ?? colorOptions[0]!.image,
  };
}

export const products: Product[] = [
  makeProduct({ slug: 'sneakers-kanvas', name: 'Sneakers Kanvas', price: 250_000, salePrice: 200_000, createdAt: '2025-11-01' }),
  makeProduct({ slug: 'loafer-kulit', name: 'Loafer Kulit', price: 400_000, createdAt: '2025-10-20', tags: ['hadiah'] }),
  makeProduct({
    slug: 'boots-suede',
    name: 'Boots Suede',
    price: 600_000,
    createdAt: '2025-09-01',
    colorOptions: [{ color: 'Cokelat', hex: '#7a4a2a', image: '/images/products/boots-suede-cokelat.svg' }, { color: 'Hitam', image: '/images/products/boots-suede-hitam.svg' }],
    sizes: [
      { size: '40', stock: 0 },
      { size: '41', stock: 0 },
    ],
  }),
  makeProduct({ slug: 'tas-anyam', name: 'Tas Anyam Pandan', category: 'tas', price: 180_000, sizes: [{ size: 'Satu Ukuran', stock: 4 }], tags: ['hadiah'] }),
];

const MANIFEST_URL = 'http://localhost/catalog/manifest.json';

/**
 * Serves `catalog` as the shop's host would: its split files (scripts/catalog/split, the same
 * code the build runs) at /catalog/, through a stubbed fetch. `broken` answers chosen paths
 * with a server error. Returns the fetch mock.
 */
export function serveSplit(catalog: Catalog, { broken = () => false }: { broken?: (path: string) => boolean } = {}) {
  const { files } = splitCatalog(catalog);
  // No catalog.json: the build ships none, and no page (the support console included) reads it.
  const manifest: CatalogManifest = { ...(JSON.parse(files.get('manifest.json')!) as SplitManifest), url: MANIFEST_URL };
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname.replace(/^\/catalog\//, '');
    const text = files.get(path);
    if (text === undefined || broken(path)) return { ok: false, status: text === undefined ? 404 : 500, json: async () => ({}) } as Response;
    return { ok: true, status: 200, json: async () => JSON.parse(text) } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, manifest };
}

/** The paths serveSplit was asked for, relative to the catalogue folder, in order. */
export const fetchedPaths = (fetchMock: jest.Mock): string[] => fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname.replace(/^\/catalog\//, ''));

/** The manifest the build writes for `catalog`, as the store holds it (no files served). */
export function splitManifest(catalog: Catalog): CatalogManifest {
  return { ...(JSON.parse(splitCatalog(catalog).files.get('manifest.json')!) as SplitManifest), url: MANIFEST_URL };
}

/** The catalogue already loaded (its manifest in the store), its files served by serveSplit. */
export function readyCatalog(list: Product[] = products, options?: Parameters<typeof serveSplit>[1]): CatalogState {
  return { status: 'ready', manifest: serveSplit({ categories, products: list }, options).manifest, error: null };
}

/** Renders a page at `route` under the app's route patterns, with the catalogue already loaded. */
export function renderPage(page: ReactElement, pattern: string, route: string, catalog: CatalogState = readyCatalog()) {
  return renderWithProviders(
    <Routes>
      <Route path={pattern} element={page} />
      <Route path="*" element={<p>Halaman lain</p>} />
    </Routes>,
    { route, preloadedState: { catalog } },
  );
}

/** Answers the catalogue request like a server would; `null` makes the network fail. */
export function serveCatalog(body: unknown | null, status = 200) {
  const fetchMock = jest.fn(async () => {
    if (body === null) throw new TypeError('Failed to fetch');
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

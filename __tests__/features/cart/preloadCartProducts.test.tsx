import { screen, within } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { makeStore } from '../../../src/app/store';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { preloadCartProducts } from '../../../src/features/cart/preloadCartProducts';
import type { Product } from '../../../src/features/catalog/catalogTypes';
import { catalogRequested } from '../../../src/features/catalog/loadCatalog';
import { idBucket, splitFilePath, splitPaths } from '../../../src/features/catalog/split/splitPaths';
import CartPage from '../../../src/pages/CartPage';
import { categories, fetchedPaths, products, serveSplit } from '../catalog/catalog-test-utils';
import { cartRows, productLine } from './cart-test-utils';
import { untilBootstrapped } from '../../fixtures/untilBootstrapped';
import { renderWithProviders } from '../../test-utils';

// The first render of /cart waits for its lines' products (src/app/whenFirstRenderReady.ts), so a
// saved cart shows its size and stock details from the first paint, not a moment later (CLS).

const [sneakers, loafer, , tas] = products as [Product, Product, Product, Product];
const savedCart = [productLine(sneakers), productLine(loafer, { quantity: 9 }), productLine(tas, { selectedSize: 'Satu Ukuran' })];

/** The shop's start: the store loaded from localStorage by redux-persist, then the manifest. */
async function startedStore(cart: CartLine[] = savedCart) {
  localStorage.setItem('cartItems', JSON.stringify(cart));
  const store = makeStore();
  await untilBootstrapped(persistStore(store));
  await store.dispatch(catalogRequested());
  return store;
}

it("fetches the saved cart's buckets and product files, so its first render shows each line's details", async () => {
  const { fetchMock, manifest } = serveSplit({ categories, products });
  const store = await startedStore();
  await preloadCartProducts(store);

  const at = (path: string) => splitFilePath(manifest, path);
  const buckets = [...new Set([sneakers, loafer, tas].map((product) => at(splitPaths.idBucket(idBucket(product.id, manifest.idBuckets)))))];
  expect(fetchedPaths(fetchMock).sort()).toEqual(['manifest.json', ...buckets, ...[sneakers, loafer, tas].map((product) => at(splitPaths.product(product.slug)))].sort());

  renderWithProviders(<CartPage />, { store, route: '/cart' });
  // Synchronous queries: the details are in the first render, nothing arrives later.
  expect(within(cartRows()[0]!).getByText('Sisa 3')).toBeInTheDocument();
  expect(within(cartRows()[1]!).getByText(/Jumlahnya melebihi stok/)).toBeInTheDocument();
});

it('resolves, never rejects, when a product file fails, and the cart is left unflagged', async () => {
  serveSplit({ categories, products }, { broken: (path) => path.endsWith(`produk/${loafer.slug}.json`) });
  const store = await startedStore();
  await expect(preloadCartProducts(store)).resolves.toBeUndefined();
  renderWithProviders(<CartPage />, { store, route: '/cart' });
  expect(cartRows()).toHaveLength(3);
  expect(screen.queryByText(/Jumlahnya melebihi stok|perlu dikonfirmasi/)).not.toBeInTheDocument();
});

it('resolves at once without a manifest (the catalogue failed) or with nothing in the cart', async () => {
  const { fetchMock } = serveSplit({ categories, products }, { broken: (path) => path === 'manifest.json' });
  const store = await startedStore();
  expect(store.getState().catalog.status).toBe('failed');
  await preloadCartProducts(store);
  expect(fetchedPaths(fetchMock)).toEqual(['manifest.json']);
  const empty = serveSplit({ categories, products });
  await preloadCartProducts(makeStore({ catalog: { status: 'ready', manifest: empty.manifest, error: null } }));
  expect(empty.fetchMock).not.toHaveBeenCalled();
});

it("fetches a line's kept slug when its id is in no bucket, so a product that changed its id shows its details at once", async () => {
  serveSplit({ categories, products });
  const store = await startedStore([productLine(loafer, { id: 'lk-loafer-lama', quantity: 9 })]);
  await preloadCartProducts(store);
  renderWithProviders(<CartPage />, { store, route: '/cart' });
  expect(within(cartRows()[0]!).getByText(/Jumlahnya melebihi stok/)).toBeInTheDocument();
});

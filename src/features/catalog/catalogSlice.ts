import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Catalog, Category, Product } from './catalogTypes';

// This slice is in the initial bundle, so it stays tiny: the fetching and validating code
// (loadCatalog.ts, valibot) lives in the page chunks that need it.

export type CatalogStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CatalogState {
  status: CatalogStatus;
  categories: Category[];
  products: Product[];
  /** Why the last load failed, for support staff (the screen shows its own words). */
  error: string | null;
}

const initialState: CatalogState = { status: 'idle', categories: [], products: [], error: null };

const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {
    loadStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    loaded(state, { payload }: PayloadAction<Catalog>) {
      state.status = 'ready';
      state.categories = payload.categories;
      state.products = payload.products;
    },
    loadFailed(state, { payload }: PayloadAction<{ error: string }>) {
      state.status = 'failed';
      state.error = payload.error;
    },
  },
  selectors: {
    selectCatalogStatus: (catalog) => catalog.status,
    selectCatalogError: (catalog) => catalog.error,
    selectProducts: (catalog) => catalog.products,
    selectCategories: (catalog) => catalog.categories,
    selectProductBySlug: (catalog, slug: string) => catalog.products.find((product) => product.slug === slug),
    selectCategoryBySlug: (catalog, slug: string) => catalog.categories.find((category) => category.slug === slug),
  },
});

export const { loadStarted, loaded, loadFailed } = catalogSlice.actions;
export const {
  selectCatalogStatus,
  selectCatalogError,
  selectProducts,
  selectCategories,
  selectProductBySlug,
  selectCategoryBySlug,
} = catalogSlice.selectors;
export default catalogSlice;

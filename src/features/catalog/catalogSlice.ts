import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Category } from './catalogTypes';
import type { ListingSummary, SplitManifest } from './split/splitTypes';

// This slice is in the initial bundle, so it stays tiny: the fetching and validating code
// (loadCatalog.ts, valibot) lives in the page chunks that need it.

export type CatalogStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The split catalogue's manifest (docs/catalog-split.md) and the URL it was read from, which
 * every other file of the catalogue resolves against. It is all the store holds of the
 * catalogue: a few KB at any size, so Redux DevTools and an exported log carry the version and
 * the categories, never the products. Each page fetches its own files (split/splitFiles.ts).
 */
export interface CatalogManifest extends SplitManifest {
  url: string;
}

export interface CatalogState {
  status: CatalogStatus;
  manifest: CatalogManifest | null;
  /** Why the last load failed, for support staff (the screen shows its own words). */
  error: string | null;
}

const initialState: CatalogState = { status: 'idle', manifest: null, error: null };

const noCategories: Category[] = [];

const catalogSlice = createSlice({
  name: 'catalog',
  initialState,
  reducers: {
    loadStarted(state) {
      state.status = 'loading';
      state.error = null;
    },
    loaded(state, { payload }: PayloadAction<CatalogManifest>) {
      state.status = 'ready';
      state.manifest = payload;
    },
    loadFailed(state, { payload }: PayloadAction<{ error: string }>) {
      state.status = 'failed';
      state.error = payload.error;
    },
  },
  selectors: {
    selectCatalogStatus: (catalog) => catalog.status,
    selectCatalogError: (catalog) => catalog.error,
    selectManifest: (catalog) => catalog.manifest,
    selectCategories: (catalog) => catalog.manifest?.categories ?? noCategories,
    selectCategoryBySlug: (catalog, slug: string) => catalog.manifest?.categories.find((category) => category.slug === slug),
    selectListing: (catalog, listing: string): ListingSummary | undefined => catalog.manifest?.listings[listing],
  },
});

export const { loadStarted, loaded, loadFailed } = catalogSlice.actions;
export const { selectCatalogStatus, selectCatalogError, selectManifest, selectCategories, selectCategoryBySlug, selectListing } =
  catalogSlice.selectors;
export default catalogSlice;

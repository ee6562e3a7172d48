import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductRef } from '../../lib/storedList';

/**
 * A saved product. Ids and slugs find it in the catalogue, whatever its price is today; the name
 * is kept only to say which product it was if it leaves the catalogue.
 */
export interface Favorite extends ProductRef {
  name: string;
  /** ISO time it was saved ('' when a stored entry had none). */
  savedAt: string;
}

export interface FavoritesState {
  /** Newest first. */
  items: Favorite[];
}

const initialState: FavoritesState = { items: [] };

const favoritesSlice = createSlice({
  name: 'favorites',
  initialState,
  reducers: {
    productSaved: {
      reducer(state, { payload }: PayloadAction<Favorite>) {
        if (!state.items.some((item) => item.id === payload.id)) state.items.unshift(payload);
      },
      // The time is taken here, not in the reducer, so a recorded log replays exactly.
      prepare: ({ id, slug, name }: Omit<Favorite, 'savedAt'>) => ({ payload: { id, slug, name, savedAt: new Date().toISOString() } }),
    },
    productRemoved(state, { payload }: PayloadAction<Pick<Favorite, 'id'>>) {
      state.items = state.items.filter((item) => item.id !== payload.id);
    },
    /** Another tab changed `favorites`; its list replaces ours. */
    syncedFromStorage(state, { payload }: PayloadAction<Favorite[]>) {
      state.items = payload;
    },
  },
  selectors: {
    selectFavorites: (favorites) => favorites.items,
    selectFavoriteCount: (favorites) => favorites.items.length,
    selectIsFavorite: (favorites, id: Favorite['id']) => savedIds(favorites.items).has(id),
  },
});

// One set per list, built on first use: every card on a page asks, and a lookup stays O(1).
const idSets = new WeakMap<readonly Favorite[], Set<Favorite['id']>>();
function savedIds(items: readonly Favorite[]): Set<Favorite['id']> {
  let ids = idSets.get(items);
  if (!ids) idSets.set(items, (ids = new Set(items.map((item) => item.id))));
  return ids;
}

export const { productSaved, productRemoved, syncedFromStorage: favoritesSyncedFromStorage } = favoritesSlice.actions;
export const { selectFavorites, selectFavoriteCount, selectIsFavorite } = favoritesSlice.selectors;
export default favoritesSlice;

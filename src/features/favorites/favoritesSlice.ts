import type { PayloadAction } from '@reduxjs/toolkit';
import { createSavedListSlice, putFirst, type SavedListState } from '../../lib/savedListSlice';
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

/** Newest first. */
export type FavoritesState = SavedListState<'items', Favorite>;

const favoritesSlice = createSavedListSlice({
  name: 'favorites',
  field: 'items',
  reducers: {
    productSaved: {
      reducer(state: FavoritesState, { payload }: PayloadAction<Favorite>) {
        state.items = putFirst(state.items, payload, 'keep');
      },
      // The time is taken here, not in the reducer, so a recorded log replays exactly.
      prepare: ({ id, slug, name }: Omit<Favorite, 'savedAt'>) => ({ payload: { id, slug, name, savedAt: new Date().toISOString() } }),
    },
    productRemoved(state: FavoritesState, { payload }: PayloadAction<Pick<Favorite, 'id'>>) {
      state.items = state.items.filter((item) => item.id !== payload.id);
    },
  },
  selectors: {
    selectFavorites: (favorites: FavoritesState) => favorites.items,
    selectFavoriteCount: (favorites: FavoritesState) => favorites.items.length,
    selectIsFavorite: (favorites: FavoritesState, id: Favorite['id']) => savedIds(favorites.items).has(id),
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

import type { PayloadAction } from '@reduxjs/toolkit';
import { createSavedListSlice, putFirst, type SavedListState } from '../../lib/savedListSlice';
import type { ProductRef } from '../../lib/storedList';

/** How many products the shop shows as recently viewed. */
export const RECENTLY_VIEWED_SHOWN = 8;
/** One more is kept, so a product page can still show 8 besides itself. */
export const RECENTLY_VIEWED_KEPT = RECENTLY_VIEWED_SHOWN + 1;

export interface RecentlyViewed extends ProductRef {
  /** ISO time of the latest view ('' when a stored entry had none). */
  viewedAt: string;
}

/** Most recent first, at most RECENTLY_VIEWED_KEPT. */
export type RecentlyViewedState = SavedListState<'items', RecentlyViewed>;

const recentlyViewedSlice = createSavedListSlice({
  name: 'recentlyViewed',
  field: 'items',
  reducers: {
    productViewed: {
      reducer(state: RecentlyViewedState, { payload }: PayloadAction<RecentlyViewed>) {
        state.items = putFirst(state.items, payload, 'move', RECENTLY_VIEWED_KEPT);
      },
      // The time is taken here, not in the reducer, so a recorded log replays exactly.
      prepare: ({ id, slug }: ProductRef) => ({ payload: { id, slug, viewedAt: new Date().toISOString() } }),
    },
    cleared(state: RecentlyViewedState) {
      state.items = [];
    },
  },
  selectors: {
    selectRecentlyViewed: (recent: RecentlyViewedState) => recent.items,
  },
});

export const {
  productViewed,
  cleared: recentlyViewedCleared,
  syncedFromStorage: recentlyViewedSyncedFromStorage,
} = recentlyViewedSlice.actions;
export const { selectRecentlyViewed } = recentlyViewedSlice.selectors;
export default recentlyViewedSlice;

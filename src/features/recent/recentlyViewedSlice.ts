import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductRef } from '../../lib/storedList';

/** How many products the shop shows as recently viewed. */
export const RECENTLY_VIEWED_SHOWN = 8;
/** One more is kept, so a product page can still show 8 besides itself. */
export const RECENTLY_VIEWED_KEPT = RECENTLY_VIEWED_SHOWN + 1;

export interface RecentlyViewed extends ProductRef {
  /** ISO time of the latest view ('' when a stored entry had none). */
  viewedAt: string;
}

export interface RecentlyViewedState {
  /** Most recent first, at most RECENTLY_VIEWED_KEPT. */
  items: RecentlyViewed[];
}

const initialState: RecentlyViewedState = { items: [] };

const recentlyViewedSlice = createSlice({
  name: 'recentlyViewed',
  initialState,
  reducers: {
    productViewed: {
      reducer(state, { payload }: PayloadAction<RecentlyViewed>) {
        state.items = [payload, ...state.items.filter((item) => item.id !== payload.id)].slice(0, RECENTLY_VIEWED_KEPT);
      },
      // The time is taken here, not in the reducer, so a recorded log replays exactly.
      prepare: ({ id, slug }: ProductRef) => ({ payload: { id, slug, viewedAt: new Date().toISOString() } }),
    },
    cleared(state) {
      state.items = [];
    },
    /** Another tab changed the stored list; its list replaces ours. */
    syncedFromStorage(state, { payload }: PayloadAction<RecentlyViewed[]>) {
      state.items = payload;
    },
  },
  selectors: {
    selectRecentlyViewed: (recent) => recent.items,
  },
});

export const {
  productViewed,
  cleared: recentlyViewedCleared,
  syncedFromStorage: recentlyViewedSyncedFromStorage,
} = recentlyViewedSlice.actions;
export const { selectRecentlyViewed } = recentlyViewedSlice.selectors;
export default recentlyViewedSlice;

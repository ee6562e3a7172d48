import * as v from 'valibot';
import { decodeStoredList, optionalText, productId } from '../../lib/storedList';
import { RECENTLY_VIEWED_KEPT, type RecentlyViewed } from './recentlyViewedSlice';

/** One stored view: the id is essential, the slug and time are repaired to ''; other fields are left behind. */
const storedView = v.pipe(
  v.looseObject({ id: productId, slug: optionalText, viewedAt: optionalText }),
  v.transform(({ id, slug, viewedAt }): RecentlyViewed => ({ id, slug, viewedAt })),
);

/** Reads the raw `recentlyViewed` string (a bare JSON array, most recent first). Never throws. */
export const decodeRecentlyViewed = (raw: string | null) => decodeStoredList<RecentlyViewed>(raw, storedView, RECENTLY_VIEWED_KEPT);

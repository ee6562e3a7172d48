import type { AppStore } from '../store';
import { startCartSync } from './cartSync';
import { cartReader, favoritesReader, orderHistoryReader, recentlyViewedReader } from './codecs';
import type { ListSync } from './listSync';
import { startFavoritesSync, startOrderHistorySync, startRecentlyViewedSync } from './savedListsSync';

/**
 * The lazy chunk `list-sync` (started by startStore.ts once the stored lists are loaded): keeps
 * the cart, favourites, recently viewed and the order history saved and the same in every tab.
 * `storedAtLoad(key)` is the raw value each was loaded from (see startListSync).
 */
export function startListSyncs(store: AppStore, storedAtLoad: (key: string) => string | null): ListSync {
  const syncs = [
    startCartSync(store, storedAtLoad(cartReader.key)),
    startFavoritesSync(store, storedAtLoad(favoritesReader.key)),
    startRecentlyViewedSync(store, storedAtLoad(recentlyViewedReader.key)),
    startOrderHistorySync(store, storedAtLoad(orderHistoryReader.key)),
  ];
  return {
    flush: async () => {
      await Promise.all(syncs.map((sync) => sync.flush()));
    },
    stop: () => syncs.forEach((sync) => sync.stop()),
  };
}

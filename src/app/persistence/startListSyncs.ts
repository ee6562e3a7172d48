import type { AppStore } from '../store';
import { startCartSync } from './cartSync';
import { cartCodec, orderHistoryCodec } from './codecs';
import { favoritesCodec, recentlyViewedCodec } from './listCodecs';
import type { ListSync } from './listSync';
import { startFavoritesSync, startOrderHistorySync, startRecentlyViewedSync } from './savedListsSync';

/**
 * The lazy chunk `list-sync` (started by startStore.ts once the stored lists are loaded): keeps
 * the cart, favourites, recently viewed and the order history saved and the same in every tab.
 * `storedAtLoad(key)` is the raw value each was loaded from (see startListSync).
 */
export function startListSyncs(store: AppStore, storedAtLoad: (key: string) => string | null): ListSync {
  const syncs = [
    startCartSync(store, storedAtLoad(cartCodec.key)),
    startFavoritesSync(store, storedAtLoad(favoritesCodec.key)),
    startRecentlyViewedSync(store, storedAtLoad(recentlyViewedCodec.key)),
    startOrderHistorySync(store, storedAtLoad(orderHistoryCodec.key)),
  ];
  return {
    flush: async () => {
      await Promise.all(syncs.map((sync) => sync.flush()));
    },
    stop: () => syncs.forEach((sync) => sync.stop()),
  };
}

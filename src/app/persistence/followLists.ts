import { favoritesSyncedFromStorage, selectFavorites } from '../../features/favorites/favoritesSlice';
import { recentlyViewedSyncedFromStorage, selectRecentlyViewed } from '../../features/recent/recentlyViewedSlice';
import type { AppStore, RootState } from '../store';
import { favoritesCodec, recentlyViewedCodec } from './listCodecs';
import type { SliceCodec } from './codecs';

interface ListSync<T> {
  codec: SliceCodec<{ items: T[] }>;
  select: (state: RootState) => T[];
  synced: (items: T[]) => { type: string; payload: T[] };
}

const lists = [
  { codec: favoritesCodec, select: selectFavorites, synced: favoritesSyncedFromStorage },
  { codec: recentlyViewedCodec, select: selectRecentlyViewed, synced: recentlyViewedSyncedFromStorage },
] as ListSync<unknown>[];

/**
 * Favourites and recently viewed follow another tab's write (storageSync.ts): its list, read as
 * defensively as at start, replaces ours. Lists of saved products need no merge, unlike a cart.
 */
export function syncListsFromStorage(store: AppStore, event: StorageEvent): void {
  for (const { codec, select, synced } of lists) {
    // `key === null` means the whole storage was cleared.
    if (event.key !== codec.key && event.key !== null) continue;
    const items = codec.decode(event.newValue)?.items ?? [];
    if (codec.encode({ items }) !== codec.encode({ items: select(store.getState()) })) store.dispatch(synced(items));
  }
}

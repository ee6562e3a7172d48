import { favoritesSyncedFromStorage, selectFavorites, type Favorite } from '../../features/favorites/favoritesSlice';
import { orderHistorySyncedFromStorage, selectPastOrders } from '../../features/orderHistory/orderHistorySlice';
import { ORDER_HISTORY_LIMIT, type PastOrder } from '../../features/orderHistory/orderHistoryTypes';
import {
  RECENTLY_VIEWED_KEPT,
  recentlyViewedSyncedFromStorage,
  selectRecentlyViewed,
  type RecentlyViewed,
} from '../../features/recent/recentlyViewedSlice';
import { sameJson, type MergeRules } from '../../lib/mergeList';
import { hashedText } from '../../lib/textHash';
import type { AppStore, RootState } from '../store';
import { favoritesReader, orderHistoryReader, recentlyViewedReader } from './codecs';
import { startListSync, type ListSync, type ListSyncSpec } from './listSync';
import { readFavorites, readOrderHistory, readRecentlyViewed } from './storedListReaders';

/**
 * Favourites, recently viewed and the order history are saved like the cart (listSync.ts): under
 * a Web Lock, merged with what other tabs saved meanwhile. Their items are there or not (no
 * quantities to add up), so two tabs each saving a product keep both, and a removal in one tab
 * stays removed. After a merge each list is put back newest first and cut to its length.
 * (The readers are imported as they are, not through codecs.ts's lazy ones: a merge happens in
 * one synchronous step.)
 */

/** Items told apart by id; 7 and '7' are different products. */
function byId<T extends { id: string | number }>(): MergeRules<T> {
  return { key: (item) => `${typeof item.id}:${item.id}`, count: () => null, withCount: (item) => item, same: sameJson };
}

/** Newest first by an ISO time ('' last), at most `limit`; the same array when nothing moves. */
export function newestFirst<T>(time: (item: T) => string, limit = Infinity) {
  return (items: readonly T[]): readonly T[] => {
    const sorted = [...items].sort((a, b) => (time(a) < time(b) ? 1 : time(a) > time(b) ? -1 : 0)).slice(0, limit);
    return sorted.length === items.length && sorted.every((item, index) => item === items[index]) ? items : sorted;
  };
}

/** A bare JSON array; nothing saved, nothing stored: a shopper who never used a list has no key for it. */
const absentWhenEmpty = (items: readonly unknown[]) => (items.length > 0 ? hashedText(JSON.stringify(items)) : null);

/** What sets one saved list apart from the others; the rest of its spec is the same. */
interface SavedList<T> {
  key: string;
  decode(raw: string | null): T[] | null;
  select(state: RootState): readonly T[];
  synced: ListSyncSpec<RootState, T>['synced'];
  /** The ISO time the list is ordered by, newest first. */
  time(item: T): string;
  /** How many items it keeps; all when absent. */
  limit?: number;
  /** What the full-storage warning says is kept on the page only ('favorit'). */
  named: string;
}

export function savedListSpec<T extends { id: string | number }>(list: SavedList<T>): ListSyncSpec<RootState, T> {
  return {
    key: list.key,
    decode: list.decode,
    encode: absentWhenEmpty,
    rules: byId(),
    tidy: newestFirst(list.time, list.limit),
    select: list.select,
    synced: list.synced,
    fullMessage: `Penyimpanan browser penuh: ${list.named} disimpan sementara di halaman ini.`,
  };
}

export const favoritesSpec = savedListSpec<Favorite>({
  key: favoritesReader.key,
  decode: readFavorites,
  select: selectFavorites,
  synced: favoritesSyncedFromStorage,
  time: (item) => item.savedAt,
  named: 'favorit',
});

export const recentlyViewedSpec = savedListSpec<RecentlyViewed>({
  key: recentlyViewedReader.key,
  decode: readRecentlyViewed,
  select: selectRecentlyViewed,
  synced: recentlyViewedSyncedFromStorage,
  time: (item) => item.viewedAt,
  limit: RECENTLY_VIEWED_KEPT,
  named: 'produk yang terakhir dilihat',
});

export const orderHistorySpec = savedListSpec<PastOrder>({
  key: orderHistoryReader.key,
  decode: readOrderHistory,
  select: selectPastOrders,
  synced: orderHistorySyncedFromStorage,
  time: (order) => order.sentAt,
  limit: ORDER_HISTORY_LIMIT,
  named: 'riwayat pesanan',
});

export const startFavoritesSync = (store: AppStore, storedAtLoad: string | null): ListSync =>
  startListSync(store, favoritesSpec, storedAtLoad);
export const startRecentlyViewedSync = (store: AppStore, storedAtLoad: string | null): ListSync =>
  startListSync(store, recentlyViewedSpec, storedAtLoad);
export const startOrderHistorySync = (store: AppStore, storedAtLoad: string | null): ListSync =>
  startListSync(store, orderHistorySpec, storedAtLoad);

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
const absentWhenEmpty = (items: readonly unknown[]) => (items.length > 0 ? JSON.stringify(items) : null);

const fullMessage = (what: string) => `Penyimpanan browser penuh: ${what} disimpan sementara di halaman ini.`;

export const favoritesSpec: ListSyncSpec<RootState, Favorite> = {
  key: favoritesReader.key,
  decode: readFavorites,
  encode: absentWhenEmpty,
  rules: byId(),
  tidy: newestFirst((item) => item.savedAt),
  select: selectFavorites,
  synced: favoritesSyncedFromStorage,
  fullMessage: fullMessage('favorit'),
};

export const recentlyViewedSpec: ListSyncSpec<RootState, RecentlyViewed> = {
  key: recentlyViewedReader.key,
  decode: readRecentlyViewed,
  encode: absentWhenEmpty,
  rules: byId(),
  tidy: newestFirst((item) => item.viewedAt, RECENTLY_VIEWED_KEPT),
  select: selectRecentlyViewed,
  synced: recentlyViewedSyncedFromStorage,
  fullMessage: fullMessage('produk yang terakhir dilihat'),
};

export const orderHistorySpec: ListSyncSpec<RootState, PastOrder> = {
  key: orderHistoryReader.key,
  decode: readOrderHistory,
  encode: absentWhenEmpty,
  rules: byId(),
  tidy: newestFirst((order) => order.sentAt, ORDER_HISTORY_LIMIT),
  select: selectPastOrders,
  synced: orderHistorySyncedFromStorage,
  fullMessage: fullMessage('riwayat pesanan'),
};

export const startFavoritesSync = (store: AppStore, storedAtLoad: string | null): ListSync =>
  startListSync(store, favoritesSpec, storedAtLoad);
export const startRecentlyViewedSync = (store: AppStore, storedAtLoad: string | null): ListSync =>
  startListSync(store, recentlyViewedSpec, storedAtLoad);
export const startOrderHistorySync = (store: AppStore, storedAtLoad: string | null): ListSync =>
  startListSync(store, orderHistorySpec, storedAtLoad);

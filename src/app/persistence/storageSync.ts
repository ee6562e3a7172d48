import { orderHistorySyncedFromStorage, selectPastOrders } from '../../features/orderHistory/orderHistorySlice';
import { selectThemeMode, themeSyncedFromStorage } from '../../features/theme/themeSlice';
import type { AppStore } from '../store';
import { orderHistoryCodec, parseThemeMode, themeCodec } from './codecs';
import { syncListsFromStorage } from './followLists';

/**
 * Another tab of the shop (or the existing site) wrote localStorage: show its theme, favourites,
 * recently viewed and order history here. Our
 * own write of the same value is skipped by `writeItem`, so tabs never echo.
 * Returns a function that stops listening.
 */
export function startStorageSync(store: AppStore): () => void {
  const onStorage = (event: StorageEvent) => {
    const state = store.getState();
    // The cart is merged, not replaced: cartSync.ts. `key === null`: the whole storage was cleared.
    if (event.key === themeCodec.key || event.key === null) {
      const mode = parseThemeMode(event.newValue) ?? 'system';
      if (mode !== selectThemeMode(state)) store.dispatch(themeSyncedFromStorage(mode));
    }
    syncListsFromStorage(store, event);
    // Order history: another tab sent an order (or cleared the list). Read asynchronously (its
    // reader is a chunk of its own); the same echo guard as the cart's.
    if (event.key === orderHistoryCodec.key || event.key === null) void syncOrderHistory(store, event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

async function syncOrderHistory(store: AppStore, raw: string | null): Promise<void> {
  const orders = (await orderHistoryCodec.decode(raw))?.orders ?? [];
  if (orderHistoryCodec.encode({ orders }) !== orderHistoryCodec.encode({ orders: selectPastOrders(store.getState()) })) {
    store.dispatch(orderHistorySyncedFromStorage(orders));
  }
}

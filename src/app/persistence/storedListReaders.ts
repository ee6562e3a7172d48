import { decodeCart } from '../../features/cart/cartLineSchema';
import type { CartLine } from '../../features/cart/cartTypes';
import { decodeFavorites } from '../../features/favorites/favoritesStorage';
import type { Favorite } from '../../features/favorites/favoritesSlice';
import { decodeOrderHistory } from '../../features/orderHistory/orderHistoryStorage';
import type { PastOrder } from '../../features/orderHistory/orderHistoryTypes';
import { decodeRecentlyViewed } from '../../features/recent/recentlyViewedStorage';
import type { RecentlyViewed } from '../../features/recent/recentlyViewedSlice';

/**
 * The readers of the stored lists (valibot schemas and repairs): the lazy chunk `stored-lists`,
 * loaded only when a list holds something (codecs.ts), and part of the save engine's chunk.
 * Each returns the list, repaired, or null when nothing is stored; never throws. What could not
 * be repaired is dropped with a console warning, for support staff.
 */
function warnDropped(dropped: number, what: string): void {
  if (dropped > 0) console.warn(`Langkah: ${dropped} ${what} tersimpan rusak dan dilewati.`);
}

export function readCart(raw: string | null): CartLine[] | null {
  const decoded = decodeCart(raw);
  if (decoded) warnDropped(decoded.dropped, 'baris keranjang');
  return decoded?.items ?? null;
}

export function readFavorites(raw: string | null): Favorite[] | null {
  const decoded = decodeFavorites(raw);
  if (decoded) warnDropped(decoded.dropped, 'favorit');
  return decoded?.items ?? null;
}

export function readRecentlyViewed(raw: string | null): RecentlyViewed[] | null {
  const decoded = decodeRecentlyViewed(raw);
  if (decoded) warnDropped(decoded.dropped, 'riwayat produk');
  return decoded?.items ?? null;
}

/** decodeOrderHistory warns itself. */
export const readOrderHistory = (raw: string | null): PastOrder[] | null => (raw === null ? null : decodeOrderHistory(raw));

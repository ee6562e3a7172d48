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
/** A reader that says on the console how many stored entries could not be repaired. */
function warningOfDropped<T>(decode: (raw: string | null) => { items: T[]; dropped: number } | null, what: string) {
  return (raw: string | null): T[] | null => {
    const decoded = decode(raw);
    if (decoded && decoded.dropped > 0) console.warn(`Langkah: ${decoded.dropped} ${what} tersimpan rusak dan dilewati.`);
    return decoded?.items ?? null;
  };
}

export const readCart: (raw: string | null) => CartLine[] | null = warningOfDropped(decodeCart, 'baris keranjang');
export const readFavorites: (raw: string | null) => Favorite[] | null = warningOfDropped(decodeFavorites, 'favorit');
export const readRecentlyViewed: (raw: string | null) => RecentlyViewed[] | null = warningOfDropped(decodeRecentlyViewed, 'riwayat produk');

/** decodeOrderHistory warns itself. */
export const readOrderHistory = (raw: string | null): PastOrder[] | null => (raw === null ? null : decodeOrderHistory(raw));

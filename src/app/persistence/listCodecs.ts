import { decodeFavorites } from '../../features/favorites/favoritesStorage';
import type { FavoritesState } from '../../features/favorites/favoritesSlice';
import { decodeRecentlyViewed } from '../../features/recent/recentlyViewedStorage';
import type { RecentlyViewedState } from '../../features/recent/recentlyViewedSlice';
import type { DecodedList } from '../../lib/storedList';
import type { SliceCodec } from './codecs';

/** `{ items }` ⇄ a bare JSON array under `key` (absent when empty), read through `decode` (lib/storedList.ts). */
function listCodec<T>(key: string, decode: (raw: string | null) => DecodedList<T> | null, what: string): SliceCodec<{ items: T[] }> {
  return {
    key,
    decode(raw) {
      const decoded = decode(raw);
      if (!decoded) return null;
      if (decoded.dropped > 0) console.warn(`Langkah: ${decoded.dropped} ${what} tersimpan rusak dan dilewati.`);
      return { items: decoded.items };
    },
    // Nothing saved, nothing stored: a shopper who never used the list has no key for it.
    encode: ({ items }) => (items.length > 0 ? JSON.stringify(items) : null),
  };
}

export const favoritesCodec: SliceCodec<FavoritesState> = listCodec('favorites', decodeFavorites, 'favorit');
export const recentlyViewedCodec: SliceCodec<RecentlyViewedState> = listCodec('recentlyViewed', decodeRecentlyViewed, 'riwayat produk');

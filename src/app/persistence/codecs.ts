import type { CartState } from '../../features/cart/cartTypes';
import type { FavoritesState } from '../../features/favorites/favoritesSlice';
import type { OrderHistoryState } from '../../features/orderHistory/orderHistoryTypes';
import type { RecentlyViewedState } from '../../features/recent/recentlyViewedSlice';
import type { ThemeMode, ThemeState } from '../../features/theme/themeSlice';
import { loadWithRetries } from '../../lib/loadWithRetries';

/**
 * How a persisted slice maps to its localStorage key, in the existing site's formats:
 * `theme` is the bare string `dark` or `light`.
 */
export interface SliceCodec<S> {
  key: string;
  /** null when nothing usable is stored. */
  decode(raw: string | null): S | null;
  /** null means "remove the key". */
  encode(state: S): string | null;
}

export const parseThemeMode = (raw: string | null): Exclude<ThemeMode, 'system'> | null =>
  raw === 'dark' || raw === 'light' ? raw : null;

export const themeCodec: SliceCodec<Pick<ThemeState, 'mode'>> = {
  key: 'theme',
  decode(raw) {
    const mode = parseThemeMode(raw);
    return mode ? { mode } : null;
  },
  encode: ({ mode }) => (mode === 'system' ? null : mode),
};

/**
 * How a list the shopper keeps is loaded: `cartItems` (the existing site's bare JSON array of
 * lines), `favorites`, `recentlyViewed` and `orderHistory` (bare JSON arrays, newest first; the
 * docs/storage.md documents each). It is saved by the lazy save engine (listSync.ts), not from here.
 */
export interface StoredListReader<S> {
  key: string;
  /** The repaired list; null when nothing usable is stored. Rejects only if its reader never loads. */
  decode(raw: string | null): Promise<S | null>;
}

// The readers (valibot schemas, repairs) are a chunk of their own, loaded only when a list holds
// something: a first visit has nothing stored and should not carry them (docs/performance.md).
// index.html's preload script fetches the chunk beside the app's when any key holds something.
const readers = () => loadWithRetries(() => import(/* webpackChunkName: "stored-lists" */ './storedListReaders'));
type Readers = Awaited<ReturnType<typeof readers>>;

const emptyList = /^\s*\[\s*\]\s*$/;

function listReader<S, T>(key: string, read: (loaded: Readers, raw: string) => T[] | null, wrap: (items: T[]) => S): StoredListReader<S> {
  return {
    key,
    // An emptied list (the cart writes `[]`) needs no reader.
    decode: async (raw) => {
      if (raw === null) return null;
      const items = emptyList.test(raw) ? [] : read(await readers(), raw);
      return items && wrap(items);
    },
  };
}

export const cartReader = listReader<Pick<CartState, 'items'>, CartState['items'][number]>('cartItems', (r, raw) => r.readCart(raw), (items) => ({ items }));
export const favoritesReader = listReader<FavoritesState, FavoritesState['items'][number]>('favorites', (r, raw) => r.readFavorites(raw), (items) => ({ items }));
export const recentlyViewedReader = listReader<RecentlyViewedState, RecentlyViewedState['items'][number]>(
  'recentlyViewed',
  (r, raw) => r.readRecentlyViewed(raw),
  (items) => ({ items }),
);
export const orderHistoryReader = listReader<Pick<OrderHistoryState, 'orders'>, OrderHistoryState['orders'][number]>(
  'orderHistory',
  (r, raw) => r.readOrderHistory(raw),
  (orders) => ({ orders }),
);

/**
 * The keys whose values make index.html preload the readers (scripts/build/routePreloads.ts).
 * Beside each list the save engine keeps a provenance stamp, `<key>:rev` (`cartItems:rev`…,
 * src/lib/listRevision.ts, docs/storage.md): not listed here, since a stamp alone needs
 * no reader, and not named in this file, which is in the first-paint bundle.
 */
export const storedListKeys = [cartReader.key, favoritesReader.key, recentlyViewedReader.key, orderHistoryReader.key];

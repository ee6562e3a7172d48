import type { PersistConfig, Storage } from 'redux-persist';
import type { CartState } from '../../features/cart/cartTypes';
import type { OrderHistoryState } from '../../features/orderHistory/orderHistoryTypes';
import type { ThemeState } from '../../features/theme/themeSlice';
import type { FavoritesState } from '../../features/favorites/favoritesSlice';
import type { RecentlyViewedState } from '../../features/recent/recentlyViewedSlice';
import { readItem, writeItem } from '../../lib/browserStorage';
import {
  cartReader,
  favoritesReader,
  orderHistoryReader,
  recentlyViewedReader,
  themeCodec,
  type SliceCodec,
  type StoredListReader,
} from './codecs';

/**
 * The theme: redux-persist (unmaintained since 2019) stays behind this adapter: it hands us the slice
 * state object, we store the existing site's bare format. The methods are async because a
 * synchronous throw would escape `persistStore`.
 */
function codecStorage<S>(codec: SliceCodec<S>): Storage {
  return {
    getItem: async () => codec.decode(readItem(codec.key)),
    setItem: async (_key: string, state: S) => writeItem(codec.key, codec.encode(state)),
    removeItem: async () => writeItem(codec.key, null),
  };
}

/** The raw value each list was loaded from, for its save engine to start from (listSync.ts). */
const loadedFrom = new Map<string, string | null>();

/**
 * What `key` held when the store loaded it; null when nothing was stored or it could not be read
 * (its reader's chunk failed): the store then started empty, so everything stored is another
 * tab's, to merge with, never to overwrite.
 */
export const storedAtLoad = (key: string): string | null => loadedFrom.get(key) ?? null;

/** Whether any list was loaded from a stored value (a returning shopper's browser). */
export const anyListStored = (): boolean => [...loadedFrom.values()].some((raw) => raw !== null);

/**
 * For a list that every tab changes (the cart, favourites, recently viewed, the order history):
 * redux-persist only loads it, and listSync.ts saves it, merged with what other tabs saved
 * meanwhile (a plain overwrite would lose theirs).
 */
function loadOnlyStorage<S>(codec: StoredListReader<S>): Storage {
  return {
    getItem: async () => {
      const raw = readItem(codec.key);
      loadedFrom.set(codec.key, null);
      const state = await codec.decode(raw);
      loadedFrom.set(codec.key, raw);
      return state;
    },
    setItem: async () => undefined,
    removeItem: async () => undefined,
  };
}

function persistConfig<S>(key: string, whitelist: (keyof S & string)[], storage: Storage): PersistConfig<S> {
  return {
    key,
    keyPrefix: '',
    storage,
    whitelist,
    serialize: false,
    // Exists at run time but not in redux-persist's types.
    ...({ deserialize: false } as object),
    // Batches bursts of changes into one write (only the theme is written this way); flushed on pagehide.
    throttle: 100,
  };
}

export const cartPersistConfig = persistConfig<CartState>(cartReader.key, ['items'], loadOnlyStorage(cartReader));
export const themePersistConfig = persistConfig<ThemeState>(themeCodec.key, ['mode'], codecStorage(themeCodec));
export const favoritesPersistConfig = persistConfig<FavoritesState>(favoritesReader.key, ['items'], loadOnlyStorage(favoritesReader));
export const recentlyViewedPersistConfig = persistConfig<RecentlyViewedState>(recentlyViewedReader.key, ['items'], loadOnlyStorage(recentlyViewedReader));
export const orderHistoryPersistConfig = persistConfig<OrderHistoryState>(orderHistoryReader.key, ['orders'], loadOnlyStorage(orderHistoryReader));

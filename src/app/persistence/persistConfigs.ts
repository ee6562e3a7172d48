import type { PersistConfig, Storage } from 'redux-persist';
import type { CartState } from '../../features/cart/cartTypes';
import type { OrderHistoryState } from '../../features/orderHistory/orderHistoryTypes';
import type { ThemeState } from '../../features/theme/themeSlice';
import type { FavoritesState } from '../../features/favorites/favoritesSlice';
import type { RecentlyViewedState } from '../../features/recent/recentlyViewedSlice';
import { readItem, writeItem } from '../../lib/browserStorage';
import { favoritesCodec, recentlyViewedCodec } from './listCodecs';
import { cartCodec, orderHistoryCodec, themeCodec, type SliceCodec } from './codecs';

/** A codec whose reader may load on demand (see `orderHistoryCodec`). */
type AnySliceCodec<S> = SliceCodec<S, S | null | Promise<S | null>>;

/**
 * redux-persist (unmaintained since 2019) stays behind this adapter: it hands us the slice
 * state object, we store the existing site's bare format. The methods are async because a
 * synchronous throw would escape `persistStore`.
 */
function codecStorage<S>(codec: AnySliceCodec<S>): Storage {
  // A reader that failed (its chunk never loaded) leaves the stored value alone: writing the
  // in-memory state over it would lose what could not be read.
  let readFailed = false;
  return {
    getItem: async () => {
      try {
        return await codec.decode(readItem(codec.key));
      } catch (error) {
        readFailed = true;
        throw error;
      }
    },
    setItem: async (_key: string, state: S) => {
      if (!readFailed) writeItem(codec.key, codec.encode(state));
    },
    removeItem: async () => {
      writeItem(codec.key, null);
    },
  };
}

/**
 * For a list that every tab changes (the cart): redux-persist only loads it, and listSync.ts
 * saves it, merged with what other tabs saved meanwhile (a plain overwrite would lose theirs).
 */
function loadOnlyStorage<S>(codec: SliceCodec<S>): Storage {
  return {
    getItem: async () => codec.decode(readItem(codec.key)),
    setItem: async () => undefined,
    removeItem: async () => undefined,
  };
}

function persistConfig<S>(codec: AnySliceCodec<Partial<S>>, whitelist: (keyof S & string)[], storage = codecStorage(codec)): PersistConfig<S> {
  return {
    key: codec.key,
    keyPrefix: '',
    storage,
    whitelist,
    serialize: false,
    // Exists at run time but not in redux-persist's types.
    ...({ deserialize: false } as object),
    // Batches bursts of changes (typing a quantity) into one write; flushed on pagehide.
    throttle: 100,
  };
}

export const cartPersistConfig = persistConfig<CartState>(cartCodec, ['items'], loadOnlyStorage(cartCodec));
export const themePersistConfig = persistConfig<ThemeState>(themeCodec, ['mode']);
export const favoritesPersistConfig = persistConfig<FavoritesState>(favoritesCodec, ['items']);
export const recentlyViewedPersistConfig = persistConfig<RecentlyViewedState>(recentlyViewedCodec, ['items']);
export const orderHistoryPersistConfig = persistConfig<OrderHistoryState>(orderHistoryCodec, ['orders']);

import { selectCartItems, syncedFromStorage } from '../../features/cart/cartSlice';
import { encodeCartWithHash } from '../../features/cart/cartLineSchema';
import { isCustomLine } from '../../features/cart/cartMath';
import type { CartLine } from '../../features/cart/cartTypes';
import { lineKeyOf } from '../../features/cart/lineKey';
import { sameJson, type MergeRules } from '../../lib/mergeList';
import type { AppStore, RootState } from '../store';
import { cartReader } from './codecs';
import { startListSync, type ListSync } from './listSync';
import { readCart } from './storedListReaders';

/**
 * Cart lines merge by id + color + size; a quantity is a count, so two tabs' additions add up.
 * A custom order is one line of quantity 1 whatever happens: it is there or not.
 */
export const cartMergeRules: MergeRules<CartLine> = {
  key: lineKeyOf,
  count: (line) => (isCustomLine(line) ? null : line.quantity),
  withCount: (line, quantity) => ({ ...line, quantity }),
  same: sameJson,
};

export const CART_FULL_MESSAGE = 'Penyimpanan browser penuh: keranjang disimpan sementara di halaman ini.';

/** Keeps `cartItems` saved and the same in every tab; see startListSync for `storedAtLoad`. */
export function startCartSync(store: AppStore, storedAtLoad: string | null): ListSync {
  return startListSync<RootState, CartLine>(store, {
    key: cartReader.key,
    decode: readCart,
    encode: encodeCartWithHash,
    rules: cartMergeRules,
    select: selectCartItems,
    synced: syncedFromStorage,
    fullMessage: CART_FULL_MESSAGE,
  }, storedAtLoad);
}

import { decodeCart, encodeCart } from '../../features/cart/cartLineSchema';
import type { CartState } from '../../features/cart/cartTypes';
import { loadWithRetries } from '../lazyPage';
import type { OrderHistoryState } from '../../features/orderHistory/orderHistoryTypes';
import type { ThemeMode, ThemeState } from '../../features/theme/themeSlice';

/**
 * How a persisted slice maps to its localStorage key, in the existing site's formats:
 * `cartItems` is a bare JSON array of lines, `theme` the bare string `dark` or `light`.
 */
export interface SliceCodec<S, Decoded = S | null> {
  key: string;
  /** null when nothing usable is stored. */
  decode(raw: string | null): Decoded;
  /** null means "remove the key". */
  encode(state: S): string | null;
}

export const cartCodec: SliceCodec<Pick<CartState, 'items'>> = {
  key: 'cartItems',
  decode(raw) {
    const decoded = decodeCart(raw);
    if (!decoded) return null;
    if (decoded.dropped > 0) console.warn(`Langkah: ${decoded.dropped} baris keranjang tersimpan rusak dan dilewati.`);
    return { items: decoded.items };
  },
  encode: ({ items }) => encodeCart(items),
};

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
 * `orderHistory`: a bare JSON array of past orders, newest first (no buyer details). Its reader
 * (valibot schema, repairs) is a chunk of its own, loaded only when the key holds something:
 * most first paints have no history and should not carry it (README, Performance).
 */
export const orderHistoryCodec: SliceCodec<Pick<OrderHistoryState, 'orders'>, Promise<Pick<OrderHistoryState, 'orders'> | null>> = {
  key: 'orderHistory',
  decode: async (raw) => {
    if (raw === null) return null;
    const { decodeOrderHistory } = await loadWithRetries(() => import(/* webpackChunkName: "order-history-storage" */ '../../features/orderHistory/orderHistoryStorage'));
    return { orders: decodeOrderHistory(raw) };
  },
  encode: ({ orders }) => (orders.length > 0 ? JSON.stringify(orders) : null),
};

import { decodeCart, encodeCart } from '../../features/cart/cartLineSchema';
import type { CartState } from '../../features/cart/cartTypes';
import { decodeOrderHistory, encodeOrderHistory } from '../../features/orderHistory/orderHistoryStorage';
import type { OrderHistoryState } from '../../features/orderHistory/orderHistoryTypes';
import type { ThemeMode, ThemeState } from '../../features/theme/themeSlice';

/**
 * How a persisted slice maps to its localStorage key, in the existing site's formats:
 * `cartItems` is a bare JSON array of lines, `theme` the bare string `dark` or `light`.
 */
export interface SliceCodec<S> {
  key: string;
  /** null when nothing usable is stored. */
  decode(raw: string | null): S | null;
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

/** `orderHistory`: a bare JSON array of past orders, newest first (no buyer details). */
export const orderHistoryCodec: SliceCodec<Pick<OrderHistoryState, 'orders'>> = {
  key: 'orderHistory',
  decode(raw) {
    const decoded = decodeOrderHistory(raw);
    if (!decoded) return null;
    if (decoded.dropped > 0) console.warn(`Langkah: ${decoded.dropped} pesanan tersimpan rusak dan dilewati.`);
    return { orders: decoded.orders };
  },
  encode: ({ orders }) => encodeOrderHistory(orders),
};

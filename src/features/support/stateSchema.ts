import * as v from 'valibot';
import { isCartLine } from '../cart/cartLineRules';
import type { CartState } from '../cart/cartTypes';
import type { PaymentKind } from '../checkout/order/orderRecord';
import type { ShippingState } from '../checkout/shippingSlice';
import type { FavoritesState } from '../favorites/favoritesSlice';
import type { OrderHistoryState } from '../orderHistory/orderHistoryTypes';
import { RECENTLY_VIEWED_KEPT, type RecentlyViewedState } from '../recent/recentlyViewedSlice';
import type { ThemeState } from '../theme/themeSlice';
import type { UiState } from '../ui/uiSlice';

// The shape of the shop's data as a log file carries it (no `_persist`). Strict enough that a
// replay cannot end in a state the shop itself would never make. Each schema is tied to its
// slice's own state type below (`sliceSchemasMatchTheSlices`): a slice that gains, loses or
// retypes a field no longer type-checks until its schema says the same, so a log of a real
// session can never be refused for a shape the shop itself made.

const amount = v.pipe(v.number(), v.finite(), v.minValue(0));
const wholeAmount = v.pipe(amount, v.integer());
const uniqueCode = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999));
const isoTime = v.pipe(v.string(), v.check((time) => !Number.isNaN(Date.parse(time)), 'waktu ISO'));

// The shape, then the cart's own invariants (cartLineRules.ts: a non-empty id, a custom line's
// quantity of 1…), the one rule every way into the cart keeps.
const cartLineShape = v.looseObject({
  id: v.union([v.string(), v.number()]),
  name: v.string(),
  price: amount,
  image: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  selectedColor: v.string(),
  selectedSize: v.string(),
  colorOptions: v.array(v.object({ color: v.string(), image: v.string() })),
  type: v.optional(v.string()),
});
export const cartLine = v.pipe(cartLineShape, v.check((line) => isCartLine(line), 'baris keranjang yang utuh'));

const productId = v.union([v.pipe(v.string(), v.nonEmpty()), v.number()]);
const favorite = v.object({ id: productId, slug: v.string(), name: v.string(), savedAt: v.string() });
const recentlyViewed = v.object({ id: productId, slug: v.string(), viewedAt: v.string() });

const paymentKind = v.picklist(['bank', 'ewallet', 'qris', 'cod'] as const satisfies readonly PaymentKind[]);

const pastOrder = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  number: v.nullable(v.pipe(v.string(), v.nonEmpty())),
  sentAt: isoTime,
  lines: v.array(cartLine),
  shipping: v.object({
    service: v.nullable(v.string()),
    ongkir: v.nullable(wholeAmount),
    grams: amount,
    days: v.optional(v.string()),
    freeFrom: v.optional(amount),
  }),
  payment: v.nullable(v.object({ kind: paymentKind, label: v.string() })),
  uniqueCode,
  goodsTotal: amount,
  toPay: v.nullable(amount),
});

export const sliceSchemas = {
  cart: v.object({ items: v.array(cartLine) }),
  theme: v.object({ mode: v.picklist(['light', 'dark', 'system']), systemPrefersDark: v.boolean() }),
  ui: v.object({ overlay: v.picklist(['none', 'menu', 'search', 'promo']) }),
  shipping: v.object({
    choice: v.nullable(v.object({ service: v.nullable(v.string()), ongkir: v.nullable(wholeAmount) })),
    // A state exported before payments existed has none: read as null, as selectPaymentChoice does.
    payment: v.optional(v.nullable(v.object({ kind: paymentKind, label: v.string(), uniqueCode })), null),
  }),
  favorites: v.object({ items: v.array(favorite) }),
  recentlyViewed: v.object({ items: v.pipe(v.array(recentlyViewed), v.maxLength(RECENTLY_VIEWED_KEPT)) }),
  orderHistory: v.object({ orders: v.array(pastOrder) }),
} as const;

export type CheckedSlice = keyof typeof sliceSchemas;
export const isCheckedSlice = (key: string): key is CheckedSlice => Object.hasOwn(sliceSchemas, key);

/** Each checked slice's state type, as its feature defines it. */
interface SliceStates {
  cart: CartState;
  theme: ThemeState;
  ui: UiState;
  shipping: ShippingState;
  favorites: FavoritesState;
  recentlyViewed: RecentlyViewedState;
  orderHistory: OrderHistoryState;
}

/** True when A and B are assignable to each other: the same shape for every value either allows. */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Fails to compile when a schema and its slice disagree (`false` is not `true`). A missing entry
 * (a checked slice with no state type here) fails too.
 */
export const sliceSchemasMatchTheSlices: { [K in CheckedSlice]: SameShape<v.InferOutput<(typeof sliceSchemas)[K]>, SliceStates[K]> } = {
  cart: true,
  theme: true,
  ui: true,
  shipping: true,
  favorites: true,
  recentlyViewed: true,
  orderHistory: true,
};

/** One line for a valibot issue: where (a dot path under `root`) and what, in Indonesian. */
export function describeIssue(issue: v.BaseIssue<unknown>, root: string): string {
  const path = v.getDotPath(issue);
  const where = path ? `${root}.${path}` : root;
  if (issue.received === 'undefined') return `${where}: tidak ada`;
  const what = issue.kind === 'schema' ? 'tipe salah' : 'nilai tidak valid';
  return `${where}: ${what} (diharapkan ${issue.expected ?? '?'}, didapat ${issue.received})`;
}

import * as v from 'valibot';
import { jsonListEncoder } from '../../lib/jsonListText';
import { storedArray } from '../../lib/storedArray';
import { isCartLine } from './cartLineRules';
import type { CartLine } from './cartTypes';

// Stored carts may come from the existing site or an older version of this one, so each
// field is repaired where that is safe and the line is dropped only when it cannot be.

const numberLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(), v.decimal())]),
  v.transform(Number),
  v.finite(),
);

const text = v.fallback(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), '');

const quantity = v.fallback(
  v.pipe(numberLike, v.transform((n) => Math.max(1, Math.floor(n)))),
  1,
);

const colorOption = v.looseObject({ color: v.string(), image: v.string() });

const colorOptions = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((options) => options.filter((option) => v.is(colorOption, option))),
  ),
  [],
);

const id = v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.finite())]);

const productLine = v.looseObject({
  id,
  name: v.pipe(v.string(), v.nonEmpty()),
  price: v.pipe(numberLike, v.minValue(0)),
  image: text,
  quantity,
  selectedColor: text,
  selectedSize: text,
  colorOptions,
});

// A custom line carries "whatever fields its form gave": only its id is essential. Its price is
// the seller's quote, a number the shop wrote; text in its place ("1000", "-500000") is not a
// quote but a hand-made line, so it falls back to "harga dikonfirmasi" (0).
const customLine = v.looseObject({
  id,
  type: v.literal('custom'),
  name: text,
  price: v.fallback(v.pipe(v.number(), v.finite(), v.minValue(0)), 0),
  image: text,
  quantity: v.fallback(v.unknown(), 1),
  selectedColor: text,
  selectedSize: text,
  colorOptions,
});

/** Repairs one stored line, or returns null when it cannot be kept. */
export function repairLine(raw: unknown): CartLine | null {
  if (raw && typeof raw === 'object' && (raw as { type?: unknown }).type === 'custom') {
    const result = v.safeParse(customLine, raw);
    const line = result.success ? { ...result.output, quantity: 1 } : null;
    return isCartLine(line) ? line : null;
  }
  const result = v.safeParse(productLine, raw);
  return result.success && isCartLine(result.output) ? result.output : null;
}

export interface DecodedCart {
  items: CartLine[];
  /** How many stored lines could not be repaired and were dropped. */
  dropped: number;
}

/** Reads the raw `cartItems` string. Anything unreadable yields an empty cart, never a throw. */
export function decodeCart(raw: string | null): DecodedCart | null {
  if (raw === null) return null;
  const parsed = storedArray(raw);
  if (!parsed) return { items: [], dropped: 1 };
  const items = parsed.map(repairLine).filter((line): line is CartLine => line !== null);
  return { items, dropped: parsed.length - items.length };
}

// Saved whole on every change: each line's JSON is kept, and hashed once for the save's stamp (jsonListText.ts).
export const encodeCartWithHash = jsonListEncoder<CartLine>();
export const encodeCart = (items: readonly CartLine[]): string => encodeCartWithHash(items).text;

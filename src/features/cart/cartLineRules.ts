import type { CartLine } from './cartTypes';

// What every line in the cart is, however it got there: the shop's own buttons, a shared link,
// storage, another tab or a replayed log. Plain checks, no schema library: the cart's slice is
// in the first visit's JavaScript (docs/performance.md).

const isText = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A price in rupiah: a number, finite, never below 0. */
export const isPrice = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A quantity: a whole number, at least 1. */
export const isQuantity = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

const isId = (value: unknown): boolean => (isText(value) && value !== '') || (typeof value === 'number' && Number.isFinite(value));

const isColorOption = (value: unknown): boolean => isRecord(value) && isText(value.color) && isText(value.image);

/**
 * Whether a line keeps the cart's invariants: an id, text where text is due, a price ≥ 0, a whole
 * quantity ≥ 1 (exactly 1 for a custom order, which is one made-to-order piece) and colour options
 * as a list of { color, image }. Anything else a line carries is its own (custom order details).
 */
export function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value)) return false;
  const custom = value.type === 'custom';
  return (
    isId(value.id) &&
    isText(value.name) &&
    isPrice(value.price) &&
    isQuantity(value.quantity) &&
    (!custom || value.quantity === 1) &&
    (value.type === undefined || isText(value.type)) &&
    isText(value.image) &&
    isText(value.selectedColor) &&
    isText(value.selectedSize) &&
    Array.isArray(value.colorOptions) &&
    value.colorOptions.every(isColorOption)
  );
}

/** The fields the shop sets on every custom line itself: a custom order's own details never set them. */
export const LINE_BOOKKEEPING = ['type', 'quantity', 'price', 'image', 'colorOptions'] as const;

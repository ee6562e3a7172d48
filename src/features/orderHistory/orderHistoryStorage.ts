import * as v from 'valibot';
import { repairLine } from '../cart/cartLineSchema';
import type { CartLine } from '../cart/cartTypes';
import { ORDER_HISTORY_LIMIT, type PastOrder } from './orderHistoryTypes';

// `orderHistory` is read like `cartItems`: each order is kept if it can be, its lines repaired
// by the cart's own rules, and an order with no usable line is dropped. (In the initial JS:
// only valibot pieces the cart's schema already uses, plus `check`.)

const pastOrder = v.looseObject({
  id: v.pipe(v.string(), v.nonEmpty()),
  sentAt: v.pipe(v.string(), v.check((time) => !Number.isNaN(Date.parse(time)))),
  lines: v.array(v.unknown()),
  total: v.pipe(v.number(), v.finite(), v.minValue(0)),
});

function repairOrder(raw: unknown): PastOrder | null {
  const result = v.safeParse(pastOrder, raw);
  if (!result.success) return null;
  const { id, sentAt, total } = result.output; // nothing else a stored order may have is kept
  const lines = result.output.lines.map(repairLine).filter((line): line is CartLine => line !== null);
  return lines.length > 0 ? { id, sentAt, lines, total } : null;
}

/**
 * The raw `orderHistory` string (a JSON array, newest first) as the orders worth keeping, the
 * newest 20; never throws. What could not be read is left out, with a console warning.
 */
export function decodeOrderHistory(raw: string): PastOrder[] {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(raw);
  } catch {
    // read as one unusable entry below
  }
  const stored = Array.isArray(parsed) ? parsed : [parsed];
  const orders = stored.map(repairOrder).filter((order): order is PastOrder => order !== null);
  const dropped = stored.length - orders.length;
  if (dropped > 0) console.warn(`Langkah: ${dropped} pesanan tersimpan rusak dan dilewati.`);
  return orders.slice(0, ORDER_HISTORY_LIMIT);
}

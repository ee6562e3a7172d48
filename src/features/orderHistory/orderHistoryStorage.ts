import * as v from 'valibot';
import { repairLine } from '../cart/cartLineSchema';
import type { CartLine } from '../cart/cartTypes';
import type { ChosenPayment, OrderShippingRecord } from '../checkout/order/orderRecord';
import { ORDER_HISTORY_LIMIT, type PastOrder } from './orderHistoryTypes';

// `orderHistory` is read like `cartItems`: each order is kept if it can be, its lines repaired
// by the cart's own rules, and an order with no usable line is dropped. An order stored before
// issue 52 (`id`, `sentAt`, `lines`, `total`, no number) loads as one without a number whose
// `total` is its goods' total. (In the initial JS: only valibot pieces the cart's schema already
// uses, plus `check`.)

const amount = v.pipe(v.number(), v.finite(), v.minValue(0));

const pastOrder = v.looseObject({
  id: v.optional(v.pipe(v.string(), v.nonEmpty())),
  number: v.optional(v.pipe(v.string(), v.nonEmpty())),
  sentAt: v.pipe(v.string(), v.check((time) => !Number.isNaN(Date.parse(time)))),
  lines: v.array(v.unknown()),
  total: v.optional(amount),
  goodsTotal: v.optional(amount),
  toPay: v.optional(v.nullable(amount)),
  uniqueCode: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999))),
  shipping: v.optional(v.unknown()),
  payment: v.optional(v.unknown()),
});

const shippingSchema = v.looseObject({
  service: v.nullable(v.string()),
  ongkir: v.nullable(amount),
  grams: amount,
  days: v.optional(v.string()),
  freeFrom: v.optional(amount),
});
const paymentSchema = v.looseObject({ kind: v.picklist(['bank', 'ewallet', 'qris', 'cod']), label: v.string() });
const NO_SHIPPING: OrderShippingRecord = { service: null, ongkir: null, grams: 0 };

function repairShipping(raw: unknown): OrderShippingRecord {
  const result = v.safeParse(shippingSchema, raw);
  if (!result.success) return NO_SHIPPING;
  const { service, ongkir, grams, days, freeFrom } = result.output;
  return { service, ongkir, grams, ...(days !== undefined ? { days } : {}), ...(freeFrom !== undefined ? { freeFrom } : {}) };
}

function repairPayment(raw: unknown): ChosenPayment | null {
  const result = v.safeParse(paymentSchema, raw);
  return result.success ? { kind: result.output.kind, label: result.output.label } : null;
}

function repairOrder(raw: unknown): PastOrder | null {
  const result = v.safeParse(pastOrder, raw);
  if (!result.success) return null;
  const { number, sentAt } = result.output; // nothing else a stored order may have is kept
  const id = number ?? result.output.id;
  const goodsTotal = result.output.goodsTotal ?? result.output.total;
  if (id === undefined || goodsTotal === undefined) return null;
  const lines = result.output.lines.map(repairLine).filter((line): line is CartLine => line !== null);
  if (lines.length === 0) return null;
  return {
    id,
    number: number ?? null,
    sentAt,
    lines,
    shipping: repairShipping(result.output.shipping),
    payment: repairPayment(result.output.payment),
    uniqueCode: result.output.uniqueCode ?? 0,
    goodsTotal,
    toPay: result.output.toPay ?? null,
  };
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

import { checkLine, type CatalogProduct } from '../cart/catalogChecks';
import { isCustomLine, totalPrice } from '../cart/cartMath';
import type { CartLine } from '../cart/cartTypes';
import { effectivePrice } from '../catalog/pricing';
import type { NotaOrder } from '../checkout/order/orderRecord';
import { cartWeightGrams } from '../checkout/shipping/cartWeight';
import type { RateRow, ShippingFacts } from '../checkout/shipping/rateTypes';
import { shippingOptions, type Destination } from '../checkout/shipping/shippingOptions';
import { totalToPay } from '../checkout/shipping/totalToPay';

/**
 * What on a nota disagrees with today's catalogue, the ongkir sheet or its own arithmetic. A
 * link carries no signature (there is no server to sign it), so a price edited by hand is caught
 * here: each figure is worked out again and, where it differs, the nota shows today's figure
 * beside the one in the link. Nothing here is a verdict on the shopper: a price can change, a
 * sale can end; the seller reads the marks and decides.
 */
export type LineFinding =
  /** The catalogue has no product under the line's id today. */
  | { kind: 'gone' }
  /** The price the catalogue asks today (its sale price when on sale). */
  | { kind: 'price'; today: number };

export interface NotaFindings {
  /** By the line's index in the order; absent when the line agrees (or can't be checked). */
  lines: ReadonlyMap<number, LineFinding>;
  /** Σ price × quantity of the nota's own lines, when the stated Total harga differs. */
  goodsTotal?: number;
  /** The sum the nota's own figures make (goods + ongkir + kode unik), when Total bayar differs; null: it can't be known. */
  toPay?: number | null;
  /** The kode unik is out of 0–999, or not 0 for cash on delivery. */
  uniqueCode?: true;
  /** The ongkir the sheet gives today for this service, destination and weight; null: the seller prices it; 'none': the sheet has no such service there. */
  ongkir?: number | null | 'none';
  /** The weight today's catalogue gives the lines. */
  grams?: number;
}

export interface CheckInput {
  /** Today's products for the lines' ids; undefined: the catalogue could not be read (nothing is judged). */
  products?: readonly CatalogProduct[];
  /** The ongkir sheet's rows for the destination's province; undefined: not checked. */
  rows?: readonly RateRow[];
  facts: ShippingFacts;
}

const goodsPriced = (lines: readonly CartLine[]) => !lines.some((line) => isCustomLine(line) && !(line.price > 0));

/** The destination as the sheet matches it, or null for a free-text address. */
export function notaDestination(order: NotaOrder): Destination | null {
  const { province, regency, district } = order.people.address;
  if (!province || !regency) return null;
  return { province: province.code, regency: regency.code, ...(district ? { district: district.code } : {}) };
}

function lineFindings(lines: readonly CartLine[], products: readonly CatalogProduct[]): Map<number, LineFinding> {
  const found = new Map<number, LineFinding>();
  lines.forEach((line, index) => {
    if (isCustomLine(line)) return;
    const { product } = checkLine(line, products);
    if (!product) found.set(index, { kind: 'gone' });
    else if (effectivePrice(product) !== line.price) found.set(index, { kind: 'price', today: effectivePrice(product) });
  });
  return found;
}

function arithmetic(order: NotaOrder): Pick<NotaFindings, 'goodsTotal' | 'toPay' | 'uniqueCode'> {
  const goods = totalPrice(order.lines);
  const { uniqueCode } = order;
  const codeOk = Number.isInteger(uniqueCode) && uniqueCode >= 0 && uniqueCode <= 999 && !(order.payment?.kind === 'cod' && uniqueCode > 0);
  const base = totalToPay(goods, order.shipping.ongkir, goodsPriced(order.lines));
  const toPay = base === null ? null : base + uniqueCode;
  return {
    ...(order.goodsTotal !== goods ? { goodsTotal: goods } : {}),
    ...(order.toPay !== toPay ? { toPay } : {}),
    ...(codeOk ? {} : { uniqueCode: true as const }),
  };
}

function shipping(order: NotaOrder, { products, rows, facts }: CheckInput): Pick<NotaFindings, 'ongkir' | 'grams'> {
  const { service, ongkir, grams } = order.shipping;
  const out: Pick<NotaFindings, 'ongkir' | 'grams'> = {};
  const todayGrams = products ? cartWeightGrams(order.lines, products, facts.defaultWeightGrams) : undefined;
  if (todayGrams !== undefined && todayGrams !== grams) out.grams = todayGrams;
  const destination = notaDestination(order);
  // Nothing chosen ('dikonfirmasi penjual') is the seller's to price: there is nothing to compare.
  if (service === null || !destination || !rows || todayGrams === undefined) return out;
  const options = shippingOptions({ rows, destination, grams: todayGrams, goodsTotal: totalPrice(order.lines), facts });
  const option = options.find((candidate) => candidate.service === service);
  // 'Ambil di toko' is among the options when the destination is in the shop's own kota.
  if (!option) out.ongkir = 'none';
  else if (option.ongkir !== ongkir) out.ongkir = option.ongkir;
  return out;
}

/** Every check the nota makes; what the inputs can't tell (no catalogue, no sheet) is left unjudged. */
export function checkNota(order: NotaOrder, input: CheckInput): NotaFindings {
  return {
    lines: input.products ? lineFindings(order.lines, input.products) : new Map(),
    ...arithmetic(order),
    ...shipping(order, input),
  };
}

/** How many things the nota marks. */
export function findingCount(findings: NotaFindings): number {
  return findings.lines.size + (['goodsTotal', 'toPay', 'uniqueCode', 'ongkir', 'grams'] as const).filter((key) => key in findings).length;
}

import type { PaymentFacts } from '../../config/payment';
import { checkLine, type CatalogProduct } from '../cart/catalogChecks';
import { isCustomLine, totalPrice } from '../cart/cartMath';
import type { CartLine } from '../cart/cartTypes';
import { effectivePrice } from '../catalog/pricing';
import type { NotaOrder } from '../checkout/order/orderRecord';
import { cartWeightGrams } from '../checkout/shipping/cartWeight';
import type { RateRow, ShippingFacts } from '../checkout/shipping/rateTypes';
import { shippingOptions, type Destination } from '../checkout/shipping/shippingOptions';
import { totalToPay } from '../checkout/shipping/totalToPay';
import { isShopPayment } from './notaPayment';
import { regionFindings, type RegionFinding } from './notaRegions';

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
  /** By line index: the catalogue's name for the line's code, where the link names it otherwise. */
  names: ReadonlyMap<number, string>;
  /** Region levels whose names are not their codes' (only when the region files were read). */
  regions?: readonly RegionFinding[];
  /** The payment is none of the shop's own methods. */
  payment?: true;
  /**
   * 'noDestination': a service with a free-text address, which has no region code to price it by;
   * 'noService': no service (the seller was to confirm it), yet an ongkir or a Total bayar is given.
   */
  shippingUnchecked?: 'noDestination' | 'noService';
  /** The delivery days the sheet gives this service today, where the link says otherwise (null: none). */
  days?: string | null;
  /** What the service would cost without the free-shipping threshold today, where the link says otherwise (null: it is not free today). */
  freeFrom?: number | null;
}

export interface CheckInput {
  /** Today's products for the lines' ids; undefined: the catalogue could not be read (nothing is judged). */
  products?: readonly NamedProduct[];
  /** The ongkir sheet's rows for the destination's province; undefined: not checked. */
  rows?: readonly RateRow[];
  facts: ShippingFacts;
  /** The shop's payment methods; undefined: not checked. */
  payments?: PaymentFacts;
  /** Today's names for the address's region codes (notaRegions.ts); undefined: the region files could not be read. */
  regionNames?: ReadonlyMap<string, string>;
}

const goodsPriced = (lines: readonly CartLine[]) => !lines.some((line) => isCustomLine(line) && !(line.price > 0));

/** The destination as the sheet matches it, or null for a free-text address. */
export function notaDestination(order: NotaOrder): Destination | null {
  const { province, regency, district } = order.people.address;
  if (!province || !regency) return null;
  return { province: province.code, regency: regency.code, ...(district ? { district: district.code } : {}) };
}

/** A product as the nota checks it: what the cart checks, and its name. */
export type NamedProduct = CatalogProduct & { name: string };

function lineFindings(lines: readonly CartLine[], products: readonly NamedProduct[]): Pick<NotaFindings, 'lines' | 'names'> {
  const found = new Map<number, LineFinding>();
  const names = new Map<number, string>();
  lines.forEach((line, index) => {
    if (isCustomLine(line)) return;
    const product = checkLine(line, products).product as NamedProduct | undefined;
    if (!product) found.set(index, { kind: 'gone' });
    else if (effectivePrice(product) !== line.price) found.set(index, { kind: 'price', today: effectivePrice(product) });
    // A long order's link leaves names out (notaFragment): only a name that is there is compared.
    if (product && line.name !== '' && line.name !== product.name) names.set(index, product.name);
  });
  return { lines: found, names };
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

type ShippingFindings = Pick<NotaFindings, 'ongkir' | 'grams' | 'shippingUnchecked' | 'days' | 'freeFrom'>;

function shipping(order: NotaOrder, { products, rows, facts }: CheckInput): ShippingFindings {
  const { service, ongkir, grams } = order.shipping;
  const out: ShippingFindings = {};
  const todayGrams = products ? cartWeightGrams(order.lines, products, facts.defaultWeightGrams) : undefined;
  if (todayGrams !== undefined && todayGrams !== grams) out.grams = todayGrams;
  const destination = notaDestination(order);
  // Nothing chosen ('dikonfirmasi penjual') is the seller's to price, so it carries no figure;
  // the checkout never prices a service without a region code to price it by.
  if (service === null) {
    if (ongkir !== null || order.toPay !== null || order.shipping.freeFrom !== undefined) out.shippingUnchecked = 'noService';
    return out;
  }
  if (!destination) {
    out.shippingUnchecked = 'noDestination';
    return out;
  }
  if (!rows || todayGrams === undefined) return out;
  const options = shippingOptions({ rows, destination, grams: todayGrams, goodsTotal: totalPrice(order.lines), facts });
  const option = options.find((candidate) => candidate.service === service);
  // 'Ambil di toko' is among the options when the destination is in the shop's own kota.
  if (!option) {
    out.ongkir = 'none';
    return out;
  }
  if (option.ongkir !== ongkir) out.ongkir = option.ongkir;
  if ((option.days ?? undefined) !== order.shipping.days && !(option.days === undefined && !order.shipping.days)) out.days = option.days ?? null;
  if (option.freeFrom !== order.shipping.freeFrom) out.freeFrom = option.freeFrom ?? null;
  return out;
}

/** Every check the nota makes; what the inputs can't tell (no catalogue, no sheet) is left unjudged. */
export function checkNota(order: NotaOrder, input: CheckInput): NotaFindings {
  const regions = input.regionNames ? regionFindings(order.people.address, input.regionNames) : [];
  const payment = order.payment && input.payments && !isShopPayment(order.payment, input.payments);
  return {
    ...(input.products ? lineFindings(order.lines, input.products) : { lines: new Map(), names: new Map() }),
    ...arithmetic(order),
    ...shipping(order, input),
    ...(regions.length > 0 ? { regions } : {}),
    ...(payment ? { payment: true as const } : {}),
  };
}

const singleFindings = ['goodsTotal', 'toPay', 'uniqueCode', 'ongkir', 'grams', 'payment', 'shippingUnchecked', 'days', 'freeFrom'] as const;

/** How many things the nota marks. */
export function findingCount(findings: NotaFindings): number {
  const lines = new Set([...findings.lines.keys(), ...findings.names.keys()]).size;
  return lines + (findings.regions?.length ?? 0) + singleFindings.filter((key) => key in findings).length;
}

/** A custom line the seller priced: its price is the buyer's and seller's agreement, which no catalogue can check. */
export const isAgreedPrice = (line: CartLine): boolean => isCustomLine(line) && line.price > 0;

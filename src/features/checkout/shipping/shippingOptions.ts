import type { RateRow, ShippingFacts } from './rateTypes';

/** The destination as the dataset's codes: what the ongkir sheet's rows are matched against. */
export interface Destination {
  province: string;
  regency: string;
  /** Absent until the shopper has chosen her kecamatan: rows for a kecamatan then wait for it. */
  district?: string;
}

/** One service the shopper can choose under 'Pengiriman'. */
export interface ShippingOption {
  service: string;
  /** Whole rupiah; null when the seller prices it (a courier priced by distance) — 'Ongkir dikonfirmasi penjual'. */
  ongkir: number | null;
  /** As the owner wrote it: '1', '2-3'. */
  days?: string;
  /** What it would cost without the shop's free-shipping threshold: set only on a service made free. */
  freeFrom?: number;
}

/** Picking up at the shop, offered to a destination in the shop's own kota/kabupaten. */
export const PICKUP_SERVICE = 'Ambil di toko';

/** Couriers bill whole kilograms, rounded up, at least one. */
export function billableKg(grams: number): number {
  return Math.max(1, Math.ceil(Math.max(0, grams) / 1000));
}

const depth = (area: string) => area.split('.').length;

function reaches(area: string, destination: Destination): boolean {
  return area === destination.province || area === destination.regency || (destination.district !== undefined && area === destination.district);
}

/** For each service, the row for the most specific area that contains the destination (kecamatan over kota over province). */
export function matchingRows(rows: readonly RateRow[], destination: Destination): RateRow[] {
  const best = new Map<string, RateRow>();
  for (const row of rows) {
    if (!reaches(row.area, destination)) continue;
    const key = row.service.toLowerCase();
    const held = best.get(key);
    if (!held || depth(row.area) > depth(held.area)) best.set(key, row);
  }
  return [...best.values()];
}

/** A row's price for this weight, or null when the seller confirms it. */
export function rowPrice(row: RateRow, grams: number): number | null {
  if (row.flat !== undefined) return row.flat;
  if (row.perKg !== undefined) return row.perKg * billableKg(grams);
  return null;
}

/** The services made free when the goods reach the threshold: those the shop names, or else the cheapest. */
function freeServices(options: readonly ShippingOption[], free: NonNullable<ShippingFacts['freeShipping']>): Set<ShippingOption> {
  const named = new Set(free.services.map((service) => service.toLowerCase()));
  if (named.size > 0) return new Set(options.filter((option) => named.has(option.service.toLowerCase())));
  const priced = options.filter((option) => option.ongkir !== null && option.ongkir > 0);
  const cheapest = priced.reduce<ShippingOption | undefined>((low, option) => (low && low.ongkir! <= option.ongkir! ? low : option), undefined);
  return new Set(cheapest ? [cheapest] : []);
}

export interface ShippingInput {
  rows: readonly RateRow[];
  destination: Destination;
  /** The cart's weight in grams (cartWeight.ts). */
  grams: number;
  /** Total harga: the goods, which the free-shipping threshold is measured against. */
  goodsTotal: number;
  facts: ShippingFacts;
}

/**
 * The services that reach the destination, cheapest first, the seller-priced ones after them
 * and pickup last (not a delivery). Empty when the sheet has no row for it and the shop is
 * elsewhere: the checkout then says 'Ongkir dikonfirmasi penjual' and ordering goes on.
 */
export function shippingOptions({ rows, destination, grams, goodsTotal, facts }: ShippingInput): ShippingOption[] {
  const delivered = matchingRows(rows, destination).map<ShippingOption>((row) => ({
    service: row.service,
    ongkir: rowPrice(row, grams),
    ...(row.days ? { days: row.days } : {}),
  }));
  const free = facts.freeShipping && goodsTotal >= facts.freeShipping.minTotal ? freeServices(delivered, facts.freeShipping) : new Set();
  const options = delivered.map((option) => (free.has(option) && option.ongkir ? { ...option, ongkir: 0, freeFrom: option.ongkir } : option));
  options.sort((a, b) => (a.ongkir ?? Infinity) - (b.ongkir ?? Infinity) || a.service.localeCompare(b.service));
  if (facts.pickup && facts.pickup.regencyCode === destination.regency) options.push({ service: PICKUP_SERVICE, ongkir: 0 });
  return options;
}

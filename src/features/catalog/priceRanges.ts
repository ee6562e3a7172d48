import { formatPrice } from '../../lib/formatPrice';

/** A price band; `max` is exclusive and absent for "and up". Written in URLs as `min-max`. */
export interface PriceRange {
  min: number;
  max?: number;
}

/** The bands offered in filters and on the gift page (budgets). */
export const priceRangePresets: PriceRange[] = [
  { min: 0, max: 100_000 },
  { min: 100_000, max: 250_000 },
  { min: 250_000, max: 500_000 },
  { min: 500_000 },
];

export const priceRangeKey = (range: PriceRange): string => `${range.min}-${range.max ?? ''}`;

/** Reads `100000-250000` or `500000-`; anything else is no range. */
export function parsePriceRange(value: string | null): PriceRange | null {
  const match = /^(\d{1,10})-(\d{0,10})$/.exec(value ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : undefined;
  if (max !== undefined && max <= min) return null;
  return max === undefined ? { min } : { min, max };
}

export function priceRangeLabel(range: PriceRange): string {
  if (range.max === undefined) return `${formatPrice(range.min)} ke atas`;
  if (range.min === 0) return `Di bawah ${formatPrice(range.max)}`;
  return `${formatPrice(range.min)} – ${formatPrice(range.max)}`;
}

export const inPriceRange = (price: number, range: PriceRange): boolean =>
  price >= range.min && (range.max === undefined || price < range.max);

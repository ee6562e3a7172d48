import type { ProductFilters } from '../filters';
import { inPriceRange } from '../priceRanges';
import { LISTING_PAGE_SIZE, type ListingFilterIndex, type Positions } from './splitTypes';

/** Ascending positions -> gaps (the first one from 0). */
export function encodePositions(ascending: readonly number[]): Positions {
  return ascending.map((position, i) => position - (i === 0 ? 0 : ascending[i - 1]!));
}

/** Gaps -> ascending positions. */
export function decodePositions(gaps: Positions): number[] {
  let position = 0;
  return gaps.map((gap) => (position += gap));
}

function union(index: [string, Positions][], chosen: readonly string[]): Set<number> {
  const positions = new Set<number>();
  for (const [value, gaps] of index) if (chosen.includes(value)) decodePositions(gaps).forEach((p) => positions.add(p));
  return positions;
}

/**
 * The positions (in the listing's 'terbaru' order) of the products that pass `filters`, in
 * `filters.sort` order: what applyFilters() gives on the whole catalogue, from the filter file
 * alone. Ties in price fall back to newest first, as sorting.ts does.
 */
export function filteredPositions(index: ListingFilterIndex, filters: ProductFilters): number[] {
  const bySize = filters.sizes.length ? union(index.sizes, filters.sizes) : null;
  const byColor = filters.colors.length ? union(index.colors, filters.colors) : null;
  const passing: number[] = [];
  index.prices.forEach((price, position) => {
    if (bySize && !bySize.has(position)) return;
    if (byColor && !byColor.has(position)) return;
    if (filters.price && !inPriceRange(price, filters.price)) return;
    passing.push(position);
  });
  const { prices } = index;
  if (filters.sort === 'termurah') passing.sort((a, b) => prices[a]! - prices[b]! || a - b);
  if (filters.sort === 'termahal') passing.sort((a, b) => prices[b]! - prices[a]! || a - b);
  return passing;
}

/** Where a position's card is: its 'terbaru' page (from 1) and place on that page. */
export const cardAt = (position: number) => ({ page: Math.floor(position / LISTING_PAGE_SIZE) + 1, slot: position % LISTING_PAGE_SIZE });

import type { ProductFilters } from '../filters';
import { priceRangeKey, priceRangePresets } from '../priceRanges';
import { listingNames } from './splitPaths';

/**
 * The listing the gift page reads. A budget it links to (and nothing else filtered) has a
 * listing of its own, so a first visit to `/gift?harga=…` fetches one small page, not the gifts'
 * filter file; any other filter from the URL filters the whole gift listing. `known` says
 * whether the manifest has a listing (an older one may lack the budgets).
 */
export function giftListing(filters: ProductFilters, known: (listing: string) => boolean): { listing: string; filters: ProductFilters } {
  const { price } = filters;
  const preset = price && !filters.sizes.length && !filters.colors.length ? priceRangePresets.find((range) => priceRangeKey(range) === priceRangeKey(price)) : undefined;
  const budget = preset && listingNames.giftBudget(priceRangeKey(preset));
  if (budget && known(budget)) return { listing: budget, filters: { ...filters, price: null } };
  return { listing: listingNames.gift, filters };
}

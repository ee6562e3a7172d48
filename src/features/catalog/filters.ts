import type { Product } from './catalogTypes';
import { effectivePrice } from './pricing';
import { inPriceRange, parsePriceRange, priceRangeKey, type PriceRange } from './priceRanges';
import { sortKeys, sortProducts, type SortKey } from './sorting';

export interface ProductFilters {
  sizes: string[];
  colors: string[];
  price: PriceRange | null;
  sort: SortKey;
}

/** The URL's words for each filter, so a filtered list can be shared or bookmarked. */
export const filterParams = { size: 'ukuran', color: 'warna', price: 'harga', sort: 'urut' } as const;

const isSortKey = (value: string | null): value is SortKey => sortKeys.includes(value as SortKey);

export function parseFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get(filterParams.sort);
  return {
    sizes: params.getAll(filterParams.size).filter(Boolean),
    colors: params.getAll(filterParams.color).filter(Boolean),
    price: parsePriceRange(params.get(filterParams.price)),
    sort: isSortKey(sort) ? sort : 'terbaru',
  };
}

/** Writes filters back, keeping any other parameters and leaving defaults out. */
export function writeFilters(params: URLSearchParams, filters: ProductFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  Object.values(filterParams).forEach((key) => next.delete(key));
  filters.sizes.forEach((size) => next.append(filterParams.size, size));
  filters.colors.forEach((color) => next.append(filterParams.color, color));
  if (filters.price) next.set(filterParams.price, priceRangeKey(filters.price));
  if (filters.sort !== 'terbaru') next.set(filterParams.sort, filters.sort);
  return next;
}

export const hasActiveFilters = (filters: ProductFilters): boolean =>
  filters.sizes.length > 0 || filters.colors.length > 0 || filters.price !== null;

/** Sizes match only while in stock: a shopper filtering by 42 wants a 42 they can buy. */
export function matchesFilters(product: Product, filters: Omit<ProductFilters, 'sort'>): boolean {
  if (filters.sizes.length && !product.sizes.some((s) => s.stock > 0 && filters.sizes.includes(s.size))) return false;
  if (filters.colors.length && !product.colorOptions.some((c) => filters.colors.includes(c.color))) return false;
  return !filters.price || inPriceRange(effectivePrice(product), filters.price);
}

/**
 * The whole-catalogue rule no page runs any more (pages read the split: split/useListing.ts).
 * Kept as the reference the split is built to and tested against: its filter files follow
 * matchesFilters(), and the tests check the pages show exactly applyFilters()' cards.
 */
export const applyFilters = (products: readonly Product[], filters: ProductFilters): Product[] =>
  sortProducts(products.filter((product) => matchesFilters(product, filters)), filters.sort);

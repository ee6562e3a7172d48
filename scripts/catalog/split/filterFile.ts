import type { Product } from '../../../src/features/catalog/catalogTypes';
import { effectivePrice } from '../../../src/features/catalog/pricing';
import { encodePositions } from '../../../src/features/catalog/split/filterIndex';
import type { ListingFilterIndex, Positions } from '../../../src/features/catalog/split/splitTypes';

/** Value -> ascending positions, kept in a Map so any text (`__proto__` too) is only a key. */
function grouped(products: readonly Product[], valuesOf: (product: Product) => string[]): [string, Positions][] {
  const at = new Map<string, number[]>();
  products.forEach((product, position) => {
    for (const value of new Set(valuesOf(product))) {
      const list = at.get(value);
      if (list) list.push(position);
      else at.set(value, [position]);
    }
  });
  return [...at].map(([value, positions]) => [value, encodePositions(positions)]);
}

/** The filter file of a listing, from its products in 'terbaru' order (position = index there). */
export function filterIndexOf(listing: string, newestFirst: readonly Product[]): ListingFilterIndex {
  return {
    listing,
    prices: newestFirst.map(effectivePrice),
    // In stock only: matchesFilters() counts a size only while one is left.
    sizes: grouped(newestFirst, (product) => product.sizes.filter((s) => s.stock > 0).map((s) => s.size)),
    colors: grouped(newestFirst, (product) => product.colorOptions.map((c) => c.color)),
  };
}

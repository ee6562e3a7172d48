import type { ProductCardData, SearchEntry } from '../catalog/split/splitTypes';

/**
 * A result's card from its search.json entry: no product file per result. Its picture is the
 * entry's `image` (a photo's JPEG fallback): search.json carries no srcsets, which would make it
 * several times larger for the few cards a shopper sees.
 */
export function entryCard(entry: SearchEntry): ProductCardData {
  const { id, slug, name, price, salePrice, image, soldOut } = entry;
  return { id, slug, name, price, ...(salePrice !== undefined ? { salePrice } : {}), image, colorCount: entry.colors.length, soldOut };
}

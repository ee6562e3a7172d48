import type { Product } from './catalogTypes';
import type { ProductCardData } from './split/splitTypes';
import { isSoldOut } from './stock';

/**
 * What a card shows (ProductCard.tsx), nothing more: the split's listings hold thousands of
 * these, and a page that has a whole product (favourites, recently viewed) shows it the same way.
 */
export function toCard(product: Product): ProductCardData {
  const { id, slug, name, price, salePrice, image, photo } = product;
  return {
    id,
    slug,
    name,
    price,
    ...(salePrice !== undefined ? { salePrice } : {}),
    image,
    ...(photo ? { photo } : {}),
    colorCount: product.colorOptions.length,
    soldOut: isSoldOut(product),
  };
}

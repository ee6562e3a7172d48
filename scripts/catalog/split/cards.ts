import type { Product } from '../../../src/features/catalog/catalogTypes';
import type { ProductCardData, SplitProduct } from '../../../src/features/catalog/split/splitTypes';
import { isSoldOut } from '../../../src/features/catalog/stock';

/** What a card shows (ProductCard.tsx), nothing more: listings hold thousands of these. */
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

/** The product as catalog.json has it: the app derives `image` and `photo` again when it reads it. */
export function toSplitProduct(product: Product): SplitProduct {
  const { image: _image, photo: _photo, ...rest } = product;
  return rest;
}

import type { Product } from '../../../src/features/catalog/catalogTypes';
import type { SplitProduct } from '../../../src/features/catalog/split/splitTypes';

export { toCard } from '../../../src/features/catalog/toCard';

/** The product as catalog.json has it: the app derives `image` and `photo` again when it reads it. */
export function toSplitProduct(product: Product): SplitProduct {
  const { image: _image, photo: _photo, ...rest } = product;
  return rest;
}

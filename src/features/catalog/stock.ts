import type { Product } from './catalogTypes';

// Apart from selection.ts: product cards need only these, not the product page's choices.
export const isSizeAvailable = (product: Product, size: string): boolean =>
  product.sizes.some((option) => option.size === size && option.stock > 0);

export const isSoldOut = (product: Product): boolean =>
  product.sizes.length > 0 && product.sizes.every((option) => option.stock === 0);

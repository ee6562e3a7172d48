import type { Product } from './catalogTypes';

export const isOnSale = (product: Pick<Product, 'price' | 'salePrice'>): boolean =>
  product.salePrice !== undefined && product.salePrice < product.price;

/** What the shopper pays: the sale price while on sale. */
export const effectivePrice = (product: Pick<Product, 'price' | 'salePrice'>): number =>
  isOnSale(product) ? product.salePrice! : product.price;

/** The discount in whole percent (rounded), 0 when not on sale. */
export function discountPercent(product: Pick<Product, 'price' | 'salePrice'>): number {
  if (!isOnSale(product) || product.price === 0) return 0;
  return Math.round(((product.price - product.salePrice!) / product.price) * 100);
}

import type { Product } from './catalogTypes';
import { GIFT_TAG } from './catalogTypes';
import { sortProducts } from './sorting';
import { discountPercent, isOnSale } from './pricing';

/** The home page's picks, as pure functions so they are easy to test. */
export const newArrivals = (products: readonly Product[], count = 8): Product[] => sortProducts(products, 'terbaru').slice(0, count);

export const biggestDiscounts = (products: readonly Product[], count = 4): Product[] =>
  products.filter(isOnSale).sort((a, b) => discountPercent(b) - discountPercent(a)).slice(0, count);

/**
 * The largest discount the shop gives, in whole percent rounded down, for the sale picture's
 * "Diskon hingga N%": a promise may say a little less than the truth, never more. 0 when nothing
 * is on sale. In whole rupiah, so 64,000 of 100,000 is 36%, not 35.99…%.
 */
export const largestDiscount = (products: readonly Pick<Product, 'price' | 'salePrice'>[]): number =>
  products.reduce((largest, product) => (isOnSale(product) && product.price > 0 ? Math.max(largest, Math.floor(((product.price - product.salePrice!) * 100) / product.price)) : largest), 0);

export const giftIdeas = (products: readonly Product[], count = 4): Product[] =>
  sortProducts(products.filter((product) => product.tags.includes(GIFT_TAG)), 'terbaru').slice(0, count);

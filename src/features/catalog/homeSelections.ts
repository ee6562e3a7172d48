import type { Product } from './catalogTypes';
import { GIFT_TAG } from './catalogTypes';
import { sortProducts } from './sorting';
import { discountPercent, isOnSale } from './pricing';

/** The home page's picks, as pure functions so they are easy to test. */
export const newArrivals = (products: readonly Product[], count = 8): Product[] => sortProducts(products, 'terbaru').slice(0, count);

export const biggestDiscounts = (products: readonly Product[], count = 4): Product[] =>
  products.filter(isOnSale).sort((a, b) => discountPercent(b) - discountPercent(a)).slice(0, count);

export const giftIdeas = (products: readonly Product[], count = 4): Product[] =>
  sortProducts(products.filter((product) => product.tags.includes(GIFT_TAG)), 'terbaru').slice(0, count);

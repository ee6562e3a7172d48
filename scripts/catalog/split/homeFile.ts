import type { Product } from '../../../src/features/catalog/catalogTypes';
import { biggestDiscounts, giftIdeas, newArrivals } from '../../../src/features/catalog/homeSelections';
import type { HomeFile } from '../../../src/features/catalog/split/splitTypes';
import { toCard } from './cards';

/** The home page's bands, picked by the same functions the page uses today. */
export const homeFile = (products: readonly Product[]): HomeFile => ({
  fresh: newArrivals(products).map(toCard),
  sale: biggestDiscounts(products).map(toCard),
  gifts: giftIdeas(products).map(toCard),
});

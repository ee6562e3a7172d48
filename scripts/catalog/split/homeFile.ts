import type { Catalog } from '../../../src/features/catalog/catalogTypes';
import { biggestDiscounts, giftIdeas, largestDiscount, newArrivals } from '../../../src/features/catalog/homeSelections';
import type { HomeFile } from '../../../src/features/catalog/split/splitTypes';
import { toCard } from './cards';

/**
 * The home page's bands, picked by the same functions the page used on the whole catalogue, and
 * the sale picture's figure: the largest discount this catalogue gives (none when nothing is on sale).
 */
export const homeFile = ({ products, categories }: Catalog): HomeFile => ({
  fresh: newArrivals(products).map(toCard),
  sale: biggestDiscounts(products).map(toCard),
  gifts: giftIdeas(products).map(toCard),
  covers: categories.flatMap(({ slug }) => {
    const cover = products.find((product) => product.category === slug);
    return cover ? [[slug, toCard(cover)] as [string, ReturnType<typeof toCard>]] : [];
  }),
  ...(largestDiscount(products) > 0 ? { saleUpTo: largestDiscount(products) } : {}),
});

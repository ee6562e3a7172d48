import { GIFT_TAG, type Catalog, type Product } from '../../../src/features/catalog/catalogTypes';
import { facets } from '../../../src/features/catalog/facets';
import { inPriceRange, priceRangeKey, priceRangePresets } from '../../../src/features/catalog/priceRanges';
import { effectivePrice, isOnSale } from '../../../src/features/catalog/pricing';
import { sortKeys, sortProducts } from '../../../src/features/catalog/sorting';
import { listingNames, splitPaths } from '../../../src/features/catalog/split/splitPaths';
import { LISTING_PAGE_SIZE, type ListingPage, type ListingSummary } from '../../../src/features/catalog/split/splitTypes';
import { toCard } from './cards';
import { filterIndexOf } from './filterFile';

export interface Listing {
  name: string;
  /** In catalogue order, as the page's filter() leaves them; each sort order is made from this. */
  products: Product[];
}

const isGift = (product: Product) => product.tags.includes(GIFT_TAG);

/**
 * Every list a page shows before the shopper filters: each category (CategoryPage), the sale
 * (OnSalePage), the gifts (GiftPage) and the gifts at each budget the gift page links to.
 */
export function listingsOf(catalog: Catalog): Listing[] {
  const { products } = catalog;
  const gifts = products.filter(isGift);
  return [
    ...catalog.categories.map((category) => ({ name: listingNames.category(category.slug), products: products.filter((p) => p.category === category.slug) })),
    { name: listingNames.sale, products: products.filter(isOnSale) },
    { name: listingNames.gift, products: gifts },
    ...priceRangePresets.map((range) => ({ name: listingNames.giftBudget(priceRangeKey(range)), products: gifts.filter((p) => inPriceRange(effectivePrice(p), range)) })),
  ];
}

/** A listing's files: its pages in every sort order and its filter index; and its manifest entry. */
export function listingFiles(listing: Listing): { summary: Omit<ListingSummary, 'hash'>; files: [string, unknown][] } {
  const pages = Math.ceil(listing.products.length / LISTING_PAGE_SIZE);
  const files: [string, unknown][] = [];
  for (const sort of sortKeys) {
    const sorted = sortProducts(listing.products, sort);
    for (let page = 1; page <= pages; page += 1) {
      const slice = sorted.slice((page - 1) * LISTING_PAGE_SIZE, page * LISTING_PAGE_SIZE);
      const file: ListingPage = { listing: listing.name, sort, page, products: slice.map(toCard) };
      files.push([splitPaths.listingPage(listing.name, sort, page), file]);
    }
    if (sort === 'terbaru' && pages > 0) files.push([splitPaths.listingFilter(listing.name), filterIndexOf(listing.name, sorted)]);
  }
  const { sizes, colors } = facets(listing.products);
  return { summary: { total: listing.products.length, pages, sizes, colors }, files };
}

/**
 * The pages a shopper can land on from a search result, for the sitemap: the home page, the
 * lists, the custom-order page, every category and every product. Each dated by the newest
 * product it shows: `createdAt` is the only date the catalogue carries (its manifest's version is
 * a content hash), so a changed price or stock does not move it (docs/seo.md).
 */
import { GIFT_TAG, type Catalog } from '../../../src/features/catalog/catalogTypes';
import { isOnSale } from '../../../src/features/catalog/pricing';
import { paths } from '../../../src/lib/paths';
import { w3cDate, type SitemapPage } from './sitemap';

type CatalogDates = { categories: Pick<Catalog['categories'][number], 'slug'>[]; products: Pick<Catalog['products'][number], 'slug' | 'category' | 'createdAt' | 'price' | 'salePrice' | 'tags'>[] };

export function sitePages(catalog: CatalogDates): SitemapPage[] {
  const newest = (products: CatalogDates['products']) =>
    products.reduce<string | undefined>((latest, { createdAt }) => {
      const date = w3cDate(createdAt);
      return date && (!latest || date > latest) ? date : latest;
    }, undefined);
  const page = (path: string, lastmod: string | undefined): SitemapPage => (lastmod ? { path, lastmod } : { path });
  return [
    page(paths.home, newest(catalog.products)),
    page(paths.onSale, newest(catalog.products.filter(isOnSale))),
    page(paths.gift, newest(catalog.products.filter(({ tags }) => tags.includes(GIFT_TAG)))),
    page(paths.custom, undefined),
    ...catalog.categories.map(({ slug }) => page(paths.category(slug), newest(catalog.products.filter(({ category }) => category === slug)))),
    ...catalog.products.map(({ slug, createdAt }) => page(paths.product(slug), w3cDate(createdAt))),
  ];
}

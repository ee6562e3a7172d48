import type { Product } from '../catalogTypes';
import { filterIndexSchema, idBucketSchema, listingPageSchema, productFileSchema } from './pageSchemas';
import type { FileReader } from './splitFiles';
import { assetsAt, cardsOf, checked } from './splitReaders';
import type { ListingFilterIndex, ListingPage, ProductCardData } from './splitTypes';

/** The readers of the pages after the home page's files (splitReaders.ts has the why). */

export const readListingPage: FileReader<ListingPage> = (json, url) => {
  const page = checked(listingPageSchema, json, url);
  return { ...page, products: cardsOf(page.products, url) };
};

export const readFilterIndex: FileReader<ListingFilterIndex> = (json, url) => checked(filterIndexSchema, json, url);

export interface ProductFile {
  product: Product;
  related: ProductCardData[];
}

export const readProductFile: FileReader<ProductFile> = (json, url) => {
  const file = checked(productFileSchema, json, url);
  return { product: assetsAt(url).product(file.product), related: cardsOf(file.related, url) };
};

/** ids/<n>.json as a lookup: product id (as text) -> slug. */
export const readIdBucket: FileReader<Map<string, string>> = (json, url) => new Map(checked(idBucketSchema, json, url));

import * as v from 'valibot';
import { productSchema } from '../productSchema';
import { sortKeys } from '../sorting';
import { cards, text, whole } from './splitSchema';

// The split files of the pages after the home page (splitTypes.ts): listings, filters, products
// and the id lookups. Their checks load with those pages, not in the home page's initial JS.

const positions = v.array(whole);

export const listingPageSchema = v.object({ listing: text, sort: v.picklist(sortKeys), page: v.pipe(whole, v.minValue(1)), products: cards });

export const filterIndexSchema = v.object({
  listing: text,
  prices: v.array(whole),
  sizes: v.array(v.tuple([v.string(), positions])),
  colors: v.array(v.tuple([v.string(), positions])),
});

export const productFileSchema = v.object({ product: productSchema, related: cards });

export const idBucketSchema = v.array(v.tuple([v.string(), text]));

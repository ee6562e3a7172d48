import * as v from 'valibot';
import { categorySchema, productSchema } from '../catalogSchema';
import { sortKeys } from '../sorting';
import { SPLIT_FORMAT } from './splitTypes';

// Schemas of the split files (splitTypes.ts), for the app to check what it fetches: a shard that
// is HTML, truncated or from another format fails here with a message, never deep in a page.

const whole = v.pipe(v.number(), v.integer(), v.minValue(0));
const text = v.pipe(v.string(), v.nonEmpty());
const positions = v.array(whole);

const photoSchema = v.object({ width: whole, height: whole, placeholder: v.string(), avif: text, webp: text, jpg: text });

export const cardSchema = v.object({
  id: v.union([text, whole]),
  slug: text,
  name: text,
  price: whole,
  salePrice: v.optional(whole),
  image: text,
  photo: v.optional(photoSchema),
  colorCount: whole,
  soldOut: v.boolean(),
});
const cards = v.array(cardSchema);

const summarySchema = v.object({
  total: whole,
  pages: whole,
  sizes: v.array(v.string()),
  colors: v.array(v.object({ color: v.string(), hex: v.optional(v.string()) })),
});

export const manifestSchema = v.object({
  format: v.literal(SPLIT_FORMAT),
  version: v.pipe(v.string(), v.regex(/^[0-9a-f]{6,64}$/)),
  root: text,
  pageSize: v.pipe(whole, v.minValue(1)),
  idBuckets: v.pipe(whole, v.minValue(1)),
  productCount: whole,
  categories: v.array(categorySchema),
  listings: v.record(v.string(), summarySchema),
});

export const listingPageSchema = v.object({ listing: text, sort: v.picklist(sortKeys), page: v.pipe(whole, v.minValue(1)), products: cards });

export const filterIndexSchema = v.object({
  listing: text,
  prices: v.array(whole),
  sizes: v.array(v.tuple([v.string(), positions])),
  colors: v.array(v.tuple([v.string(), positions])),
});

export const productFileSchema = v.object({ product: productSchema, related: cards });

export const homeFileSchema = v.object({ fresh: cards, sale: cards, gifts: cards, covers: v.array(v.tuple([text, cardSchema])) });

export const idBucketSchema = v.array(v.tuple([v.string(), text]));

const columns = {
  id: v.array(v.union([text, whole])),
  slug: v.array(text),
  name: v.array(text),
  category: v.array(text),
  colors: v.array(v.array(v.string())),
  tags: v.array(v.array(v.string())),
  words: v.array(v.string()),
  price: v.array(whole),
  salePrice: v.array(v.nullable(whole)),
  image: v.array(text),
  // Optional: a catalogue built before the column is still searchable (its cards just never say
  // "Stok habis"), so the app and the catalogue can be deployed in either order.
  soldOut: v.optional(v.array(v.boolean())),
  createdAt: v.array(v.string()),
};

/** Every column as long as the first: a truncated or mixed-up file is refused whole. */
export const searchFileSchema = v.pipe(
  v.object(columns),
  v.check((file) => Object.values(file).every((column) => column.length === file.id.length), 'kolom indeks pencarian tidak sama panjang'),
);

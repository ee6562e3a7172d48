import * as v from 'valibot';
import { categorySchema } from '../categorySchema';
import { SPLIT_FORMAT } from './splitTypes';

// Schemas of the split files (splitTypes.ts), for the app to check what it fetches: a shard that
// is HTML, truncated or from another format fails here with a message, never deep in a page.
// Here, the manifest's and the home page's, which the home page's first render needs (the
// catalog-loader chunk, webpack.config.ts); the other pages' are in pageSchemas.ts and
// searchFileSchema.ts, in their own chunks.

export const whole = v.pipe(v.number(), v.integer(), v.minValue(0));
export const text = v.pipe(v.string(), v.nonEmpty());

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
export const cards = v.array(cardSchema);

/** A group folder's name: the first hex digits of its files' SHA-256 (splitCatalog.ts). */
const hash = v.pipe(v.string(), v.regex(/^[0-9a-f]{6,64}$/));

const summarySchema = v.object({
  hash,
  total: whole,
  pages: whole,
  sizes: v.array(v.string()),
  colors: v.array(v.object({ color: v.string(), hex: v.optional(v.string()) })),
});

export const manifestSchema = v.object({
  format: v.literal(SPLIT_FORMAT),
  version: v.pipe(v.string(), v.regex(/^[0-9a-f]{6,64}$/)),
  groups: v.object({
    home: hash,
    search: hash,
    ids: hash,
    more: v.optional(hash),
    // A power of two: productBucket() masks the slug's hash with it.
    products: v.pipe(
      v.array(hash),
      v.check((list) => list.length > 0 && (list.length & (list.length - 1)) === 0, 'jumlah kelompok produk harus pangkat dua'),
    ),
  }),
  pageSize: v.pipe(whole, v.minValue(1)),
  idBuckets: v.pipe(whole, v.minValue(1)),
  productCount: whole,
  categories: v.array(categorySchema),
  listings: v.record(v.string(), summarySchema),
});

export const homeFileSchema = v.object({
  fresh: cards,
  sale: cards,
  gifts: cards,
  covers: v.array(v.tuple([text, cardSchema])),
  // Optional: a catalogue built before it was written shows the picture without a figure.
  saleUpTo: v.optional(v.pipe(whole, v.minValue(1), v.maxValue(99))),
});

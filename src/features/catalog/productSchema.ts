import * as v from 'valibot';
import { slug, trimmedText as text } from './categorySchema';

// A product as catalog.json and the split's product files hold it. Only page chunks import this
// file (the product page, the cart's lookups, the support console): the home page shows cards,
// whose smaller schema is split/splitSchema.ts's.

const whole = v.pipe(v.number(), v.check((n: number) => Number.isInteger(n), 'harus bilangan bulat'), v.minValue(0));
const rupiah = whole;

const hexColor = v.pipe(v.string(), v.regex(/^#[0-9a-f]{3,8}$/i, 'warna hex tidak valid'));

/** A photo built by `npm run catalog:build`: `srcset` lists per format, its size and a placeholder colour. */
const photoSchema = v.object({ width: whole, height: whole, placeholder: hexColor, avif: text, webp: text, jpg: text });

const colorSchema = v.object({
  color: text,
  hex: v.optional(hexColor),
  image: text,
  photo: v.optional(photoSchema),
});

const sizeSchema = v.object({ size: text, stock: whole });

const dateText = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'tanggal tidak valid'),
);

export const productSchema = v.pipe(
  v.object({
    id: v.union([text, whole]),
    slug,
    name: text,
    category: slug,
    description: v.optional(v.string(), ''),
    price: rupiah,
    salePrice: v.optional(rupiah),
    tags: v.optional(v.array(v.string()), []),
    colorOptions: v.pipe(v.array(colorSchema), v.check((options) => options.length > 0, 'paling sedikit satu warna')),
    sizes: v.optional(v.array(sizeSchema), []),
    weight: v.optional(whole),
    createdAt: dateText,
  }),
  v.check((p) => p.salePrice === undefined || p.salePrice < p.price, 'salePrice harus lebih kecil dari price'),
);

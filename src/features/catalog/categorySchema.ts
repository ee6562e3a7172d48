import * as v from 'valibot';

// Apart from the product's schema (productSchema.ts) because every page needs it: the manifest
// lists the categories (split/splitSchema.ts), and the manifest's checks are in the home page's
// initial JS, where the product's are not.

/** Text that is not blank once trimmed. */
export const trimmedText = v.pipe(v.string(), v.trim(), v.nonEmpty());

export const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: huruf kecil, angka dan tanda hubung'));

export const categorySchema = v.object({ slug, name: trimmedText, description: v.optional(v.string(), '') });

import * as v from 'valibot';
import { text, whole } from './splitSchema';

// search.json's columns (splitTypes.ts's SearchFile), checked where the search reads it: the
// search's Web Worker, or the page when there is no worker.

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

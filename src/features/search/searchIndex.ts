import type { Product } from '../catalog/catalogTypes';
import { normalize } from './normalize';

/** Where a word is found says how relevant the product is. */
export const FIELD_WEIGHTS = { name: 10, category: 6, color: 5, tag: 4, description: 1 };

/** One product's best weight for a word. */
export interface Posting {
  product: number;
  weight: number;
}

/**
 * An inverted index: every distinct word of the catalogue with the products that contain it.
 * A query then scans the (small) vocabulary instead of every product's text.
 */
export interface SearchIndex {
  products: readonly Product[];
  words: Map<string, Posting[]>;
  /** Normalized names padded with spaces, for the "typed as in the name" bonus. */
  names: string[];
  created: number[];
}

function fieldsOf(product: Product): [string, number][] {
  return [
    [product.name, FIELD_WEIGHTS.name],
    [product.category, FIELD_WEIGHTS.category],
    [product.colorOptions.map((option) => option.color).join(' '), FIELD_WEIGHTS.color],
    [product.tags.join(' '), FIELD_WEIGHTS.tag],
    [product.description, FIELD_WEIGHTS.description],
  ];
}

export function buildSearchIndex(products: readonly Product[]): SearchIndex {
  const words = new Map<string, Posting[]>();
  products.forEach((product, index) => {
    const best = new Map<string, number>();
    for (const [text, weight] of fieldsOf(product)) {
      for (const word of normalize(text).split(' ')) {
        if (word && (best.get(word) ?? 0) < weight) best.set(word, weight);
      }
    }
    for (const [word, weight] of best) {
      const postings = words.get(word);
      if (postings) postings.push({ product: index, weight });
      else words.set(word, [{ product: index, weight }]);
    }
  });
  return {
    products,
    words,
    names: products.map((product) => ` ${normalize(product.name)} `),
    created: products.map((product) => Date.parse(product.createdAt) || 0),
  };
}

const indexes = new WeakMap<readonly Product[], SearchIndex>();

/** The index of a catalogue, built once per products array (the store keeps the same array). */
export function searchIndexOf(products: readonly Product[]): SearchIndex {
  let index = indexes.get(products);
  if (!index) {
    index = buildSearchIndex(products);
    indexes.set(products, index);
  }
  return index;
}

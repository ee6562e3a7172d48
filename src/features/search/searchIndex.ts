import type { Product } from '../catalog/catalogTypes';
import { inSlices } from '../../lib/inSlices';
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

const emptyIndex = (products: readonly Product[]): SearchIndex => ({ products, words: new Map(), names: [], created: [] });

/** Adds products `from` to `to` (exclusive) to an index being built in order. */
function indexProducts(index: SearchIndex, from: number, to: number): void {
  for (let at = from; at < to; at += 1) {
    const product = index.products[at]!;
    const best = new Map<string, number>();
    for (const [text, weight] of fieldsOf(product)) {
      for (const word of normalize(text).split(' ')) {
        if (word && (best.get(word) ?? 0) < weight) best.set(word, weight);
      }
    }
    for (const [word, weight] of best) {
      const postings = index.words.get(word);
      if (postings) postings.push({ product: at, weight });
      else index.words.set(word, [{ product: at, weight }]);
    }
    index.names.push(` ${normalize(product.name)} `);
    index.created.push(Date.parse(product.createdAt) || 0);
  }
}

export function buildSearchIndex(products: readonly Product[]): SearchIndex {
  const index = emptyIndex(products);
  indexProducts(index, 0, products.length);
  return index;
}

const indexes = new WeakMap<readonly Product[], SearchIndex>();
const preparing = new WeakMap<readonly Product[], Promise<SearchIndex>>();

/** The index of a catalogue, built once per products array (the store keeps the same array). */
export function searchIndexOf(products: readonly Product[]): SearchIndex {
  let index = indexes.get(products);
  if (!index) {
    index = buildSearchIndex(products);
    indexes.set(products, index);
  }
  return index;
}

/** Whether `searchIndexOf(products)` would answer at once. */
export const isSearchIndexReady = (products: readonly Product[]): boolean => indexes.has(products);

/**
 * Builds the index in slices of a few milliseconds, each its own task, so a shopper typing
 * while it builds is never held up (5,000 products take ~100 ms here, ~400 ms on a cheap phone).
 * Once per catalogue; later calls share the same build.
 */
export function prepareSearchIndex(products: readonly Product[]): Promise<SearchIndex> {
  const ready = indexes.get(products);
  if (ready) return Promise.resolve(ready);
  let pending = preparing.get(products);
  if (!pending) {
    pending = (async () => {
      const index = emptyIndex(products);
      await inSlices(products.length, (from, to) => indexProducts(index, from, to));
      // A synchronous build may have finished first (a search page rendering meanwhile).
      const winner = indexes.get(products) ?? index;
      indexes.set(products, winner);
      return winner;
    })();
    preparing.set(products, pending);
  }
  return pending;
}

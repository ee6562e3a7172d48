import type { SearchEntry } from '../catalog/split/splitTypes';
import { inSlices } from '../../lib/inSlices';
import { normalize } from './normalize';

/** Where a word is found says how relevant the product is. */
export const FIELD_WEIGHTS = { name: 10, category: 6, color: 5, tag: 4, description: 1 };

/**
 * One product's best weight for a word, as one small integer: `product << 4 | weight` (weights
 * are under 16). At 50,000 products an index holds ~1 million of these: as numbers in packed
 * arrays, not objects, the build took about half the time (bench:search). Bit operations, not
 * division, take them apart: a query for one letter reads ~100,000 of them at 50,000 products.
 * (A shop would need 134 million products to overflow the 32 bits these operations keep.)
 */
export type Posting = number;
const WEIGHT_BITS = 4;
export const postingOf = (product: number, weight: number): Posting => (product << WEIGHT_BITS) | weight;
export const postingProduct = (posting: Posting): number => posting >>> WEIGHT_BITS;
export const postingWeight = (posting: Posting): number => posting & ((1 << WEIGHT_BITS) - 1);

/**
 * An inverted index: every distinct word of the catalogue with the products that contain it.
 * A query then scans the (small) vocabulary instead of every product's text.
 */
export interface SearchIndex {
  entries: readonly SearchEntry[];
  words: Map<string, Posting[]>;
  /** Normalized names padded with spaces, for the "typed as in the name" bonus. */
  names: string[];
  created: number[];
}

/**
 * Categories, colours and tags repeat across thousands of products: each distinct text is
 * normalized once per build (its Unicode regexes are a good part of a build's cost).
 */
function normalizer(): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    let normal = known.get(text);
    if (normal === undefined) {
      normal = normalize(text);
      known.set(text, normal);
    }
    return normal;
  };
}

// An entry's `words` are the description's words found in no other field, already normalized
// (scripts/catalog/split/searchFile.ts): each weighs as a description word, and a description
// word that is also elsewhere weighs as that field's, as it did on the whole product.
// Heaviest field first, so a word's first sighting in an entry is its best weight.
function fieldsOf(entry: SearchEntry, name: string, normal: (text: string) => string): [string, number][] {
  return [
    [name, FIELD_WEIGHTS.name],
    [normal(entry.category), FIELD_WEIGHTS.category],
    [normal(entry.colors.join(' ')), FIELD_WEIGHTS.color],
    [normal(entry.tags.join(' ')), FIELD_WEIGHTS.tag],
    [entry.words, FIELD_WEIGHTS.description],
  ];
}

const emptyIndex = (entries: readonly SearchEntry[]): SearchIndex => ({ entries, words: new Map(), names: [], created: [] });

/** Adds entries `from` to `to` (exclusive) to an index being built in order, all in one build. */
function indexer(index: SearchIndex): (from: number, to: number) => void {
  const normal = normalizer();
  return (from, to) => {
    for (let at = from; at < to; at += 1) {
      const entry = index.entries[at]!;
      const name = normalize(entry.name);
      for (const [text, weight] of fieldsOf(entry, name, normal)) {
        for (const word of text.split(' ')) {
          if (!word) continue;
          // Entries are added in order, so a word already posted for this one (at a heavier
          // field) ends its list: one lookup per word, no set per entry.
          const postings = index.words.get(word);
          if (!postings) index.words.set(word, [postingOf(at, weight)]);
          else if (postingProduct(postings[postings.length - 1]!) !== at) postings.push(postingOf(at, weight));
        }
      }
      index.names.push(` ${name} `);
      index.created.push(Date.parse(entry.createdAt) || 0);
    }
  };
}

export function buildSearchIndex(entries: readonly SearchEntry[]): SearchIndex {
  const index = emptyIndex(entries);
  indexer(index)(0, entries.length);
  return index;
}

const indexes = new WeakMap<readonly SearchEntry[], SearchIndex>();
const preparing = new WeakMap<readonly SearchEntry[], Promise<SearchIndex>>();

/** The index of search.json's entries, built once per array (the file cache keeps the same one). */
export function searchIndexOf(entries: readonly SearchEntry[]): SearchIndex {
  let index = indexes.get(entries);
  if (!index) {
    index = buildSearchIndex(entries);
    indexes.set(entries, index);
  }
  return index;
}

/** Whether `searchIndexOf(entries)` would answer at once. */
export const isSearchIndexReady = (entries: readonly SearchEntry[]): boolean => indexes.has(entries);

/**
 * Builds the index in slices of a few milliseconds, each its own task, so a shopper typing
 * while it builds is never held up: 50,000 products take ~450 ms of CPU in node here
 * (`npm run bench:search`), ~2 s on a phone 4x slower, far too long for one task. Once per
 * array; later calls share the same build.
 */
export function prepareSearchIndex(entries: readonly SearchEntry[]): Promise<SearchIndex> {
  const ready = indexes.get(entries);
  if (ready) return Promise.resolve(ready);
  let pending = preparing.get(entries);
  if (!pending) {
    pending = (async () => {
      const index = emptyIndex(entries);
      await inSlices(entries.length, indexer(index));
      // A synchronous build may have finished first (a search page rendering meanwhile).
      const winner = indexes.get(entries) ?? index;
      indexes.set(entries, winner);
      return winner;
    })();
    preparing.set(entries, pending);
  }
  return pending;
}

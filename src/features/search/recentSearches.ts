import { normalize } from './normalize';
import type { RankedProducts } from './searchProducts';

/**
 * What search has already answered in this visit, on the page's side of the worker: so a page
 * or a box that asks again (the results page after the header's suggestions for the same text,
 * Back to it, a letter deleted) shows the answer on its first render instead of a frame of
 * placeholders while the worker is asked. Safe to keep: search.json at a URL never changes (its
 * folder is versioned), and an answer depends only on the query's normalized words.
 */
const MAX_ANSWERS = 40;
type Known = { found: RankedProducts; limit: number; shorter?: { found: RankedProducts; limit: number } };
const answers = new Map<string, Known>();
const indexed = new Set<string>();

const keyOf = (url: string, query: string) => `${url}\n${normalize(query)}`;

/** Notes the best `limit` products found for `query`; a longer answer for the same text is kept over a shorter one. */
export function rememberAnswer(url: string, query: string, limit: number, found: RankedProducts): void {
  const key = keyOf(url, query);
  const known = answers.get(key);
  if (known && known.limit >= limit) return;
  answers.delete(key);
  answers.set(key, { found, limit });
  if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
}

/**
 * What is known of the best `limit` products for `query`: all of them (`limit` as asked), or a
 * shorter answer's first ones (its own smaller `limit`: the rest are still to ask), or null.
 * The best 6 are the best 24's first 6 (searchProducts.ts ranks with a total order).
 */
export function recallAnswer(url: string, query: string, limit: number): { found: RankedProducts; limit: number } | null {
  const known = answers.get(keyOf(url, query));
  if (!known) return null;
  const { found } = known;
  const complete = known.limit >= limit || found.entries.length === found.total;
  if (!complete || found.entries.length <= limit) return { found, limit: complete ? limit : known.limit };
  // The same cut each time (a render's memo sees the same entries), kept for the last limit asked.
  if (known.shorter?.limit !== limit) known.shorter = { found: { entries: found.entries.slice(0, limit), total: found.total }, limit };
  return known.shorter;
}

/** Notes that the worker has search.json at `url` read and indexed. */
export const rememberIndexed = (url: string): void => void indexed.add(url);
export const isIndexed = (url: string): boolean => indexed.has(url);

/** For tests: each starts with nothing searched. */
export function forgetSearches(): void {
  answers.clear();
  indexed.clear();
}

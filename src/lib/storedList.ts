import * as v from 'valibot';
import { storedArray } from './storedArray';

/** A product as a stored list refers to it: by id and slug, never by price or other details. */
export interface ProductRef {
  id: string | number;
  slug: string;
}

export const productId = v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.finite())]);
/** A field that may be missing or damaged without losing the entry. */
export const optionalText = v.fallback(v.string(), '');

export interface DecodedList<T> {
  items: T[];
  /** How many stored entries could not be repaired (or repeated an id) and were dropped. */
  dropped: number;
}

/**
 * Reads a bare JSON array of product references (favourites, recently viewed): each entry is
 * repaired where its schema allows and dropped otherwise, an id seen twice keeps its first
 * (newest) entry, and anything past `limit` goes. Never throws; null when nothing is stored.
 */
export function decodeStoredList<T extends ProductRef>(
  raw: string | null,
  entry: v.GenericSchema<unknown, T>,
  limit = Infinity,
): DecodedList<T> | null {
  if (raw === null) return null;
  const parsed = storedArray(raw);
  if (!parsed) return { items: [], dropped: 1 };
  const items: T[] = [];
  for (const candidate of parsed) {
    const result = v.safeParse(entry, candidate);
    if (result.success && items.length < limit && !items.some((item) => item.id === result.output.id)) items.push(result.output);
  }
  return { items, dropped: parsed.length - items.length };
}

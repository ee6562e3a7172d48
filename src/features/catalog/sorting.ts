import type { Product } from './catalogTypes';
import { effectivePrice } from './pricing';

// Apart from filters.ts: the home page sorts but never filters, and loads only this.
export const sortKeys = ['terbaru', 'termurah', 'termahal'] as const;
export type SortKey = (typeof sortKeys)[number];
export const sortLabels: Record<SortKey, string> = { terbaru: 'Terbaru', termurah: 'Termurah', termahal: 'Termahal' };

const newestFirst = (a: Product, b: Product) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

const comparators: Record<SortKey, (a: Product, b: Product) => number> = {
  terbaru: newestFirst,
  termurah: (a, b) => effectivePrice(a) - effectivePrice(b) || newestFirst(a, b),
  termahal: (a, b) => effectivePrice(b) - effectivePrice(a) || newestFirst(a, b),
};

/** A sorted copy; ties fall back to newest first so the order is stable. */
export const sortProducts = (products: readonly Product[], sort: SortKey): Product[] => [...products].sort(comparators[sort]);

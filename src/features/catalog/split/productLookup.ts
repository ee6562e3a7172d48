import type { Product } from '../catalogTypes';
import { allFiles } from './allFiles';
import type { FileState } from './splitFiles';
import { idBucket, isSlug, splitPaths } from './splitPaths';
import type { ProductFile } from './pageReaders';

/**
 * How a stored list's products (a cart's lines, favourites, past orders) are found in the split
 * catalogue, in the steps both useProductsByIds (in React) and fetchProductsByIds (outside it)
 * take, with a fetch between them: each id's bucket ids/<n>.json, then the product files the
 * buckets name (or, for an id in no bucket, the file of the slug its line kept). Pure, so the two
 * can't drift apart.
 */

/** A product as a stored list names it: its id and, for a cart line, the slug it had then. */
export type ProductRef = string | number | { id: string | number; slug?: unknown };

/** A product to look up: its id as the buckets hold it (text), and a usable slug if the list kept one. */
export interface WantedProduct {
  id: string;
  slug?: string;
}

/** Each id once (the first usable slug given for it), sorted: the same list, the same request. */
export function wantedProducts(refs: readonly ProductRef[]): WantedProduct[] {
  const byId = new Map<string, WantedProduct>();
  for (const ref of refs) {
    const { id, slug } = typeof ref === 'object' ? ref : { id: ref, slug: undefined };
    const known = byId.get(String(id)) ?? { id: String(id) };
    if (!known.slug && isSlug(slug)) known.slug = slug;
    byId.set(known.id, known);
  }
  return [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Step 1: the id buckets to read (paths under the version folder), once each. */
export function bucketPaths(wanted: readonly WantedProduct[], idBuckets: number): string[] {
  return [...new Set(wanted.map(({ id }) => splitPaths.idBucket(idBucket(id, idBuckets))))];
}

/**
 * Step 2, with the buckets read: `named`, the product files they name for these ids; `bySlug`, for
 * an id in no bucket whose line kept a slug, that slug's file, since a product can change its id
 * and keep its slug (as the whole catalogue's findProduct allowed). Each file once.
 */
export function productPaths(wanted: readonly WantedProduct[], buckets: readonly ReadonlyMap<string, string>[]): { named: string[]; bySlug: string[] } {
  const named = new Set<string>();
  const bySlug = new Set<string>();
  for (const { id, slug } of wanted) {
    const found = buckets.map((bucket) => bucket.get(id)).find((name) => name !== undefined);
    if (found !== undefined) named.add(found);
    else if (slug !== undefined) bySlug.add(slug);
  }
  return { named: [...named].map(splitPaths.product), bySlug: [...bySlug].filter((slug) => !named.has(slug)).map(splitPaths.product) };
}

const missing = (state: FileState<unknown>) => state.status === 'failed' && state.notFound;

/**
 * Step 3, with the product files settled: their products. A file the buckets named must arrive;
 * a slug's file may be missing, and a 404 there means the product is gone, not an error.
 */
export function productsOf(named: readonly FileState<ProductFile>[], bySlug: readonly FileState<ProductFile>[]): FileState<Product[]> {
  const files = allFiles([...named, ...bySlug.filter((state) => !missing(state))]);
  return files.status === 'ready' ? { status: 'ready', value: files.value.map((file) => file.product) } : files;
}

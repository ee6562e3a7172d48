import type { SortKey } from '../sorting';
import type { SplitGroups } from './splitTypes';

/**
 * Where each split file is, relative to its group's folder (`v/<group hash>/`, splitGroupOf()).
 * One place for these names: the build writes by them, the app fetches by them.
 */
export const MANIFEST_FILE = 'manifest.json';

/**
 * The groups a split file is in: each is hashed alone and named by its hash, so a change in one
 * renames only its files (docs/catalog-split.md). `more` is everything else (the ongkir rates).
 */
export type SplitGroup =
  | { kind: 'home' | 'search' | 'ids' | 'more' }
  | { kind: 'listing'; listing: string }
  | { kind: 'products'; bucket: number };

/** What splitFileUrl needs of a manifest: where it was read, and its groups' hashes. */
export interface LocatedSplit {
  url: string;
  groups: SplitGroups;
  listings: Record<string, { hash: string }>;
}

/** The group of a path of splitPaths, for `productBuckets` product buckets. */
export function splitGroupOf(path: string, productBuckets: number): SplitGroup {
  if (path === splitPaths.home) return { kind: 'home' };
  if (path === splitPaths.search) return { kind: 'search' };
  if (path.startsWith('list/')) return { kind: 'listing', listing: path.slice('list/'.length, path.lastIndexOf('/')) };
  if (path.startsWith('produk/')) return { kind: 'products', bucket: productBucket(path.slice('produk/'.length, -'.json'.length), productBuckets) };
  if (path.startsWith('ids/')) return { kind: 'ids' };
  return { kind: 'more' };
}

/**
 * A folder no build writes (hashes are longer): a path whose group the manifest doesn't name (a
 * listing it doesn't have, ongkir without the sheet) gets the host's 404, as a missing file did
 * when everything was in one version folder, and each caller already reads a 404 as "not there".
 */
const NO_GROUP = '0';

/** The hash naming the folder of `path`'s group in this manifest. */
export function groupHash(manifest: Pick<LocatedSplit, 'groups' | 'listings'>, path: string): string {
  const { groups } = manifest;
  const group = splitGroupOf(path, groups.products.length);
  switch (group.kind) {
    case 'listing':
      return Object.prototype.hasOwnProperty.call(manifest.listings, group.listing) ? manifest.listings[group.listing]!.hash : NO_GROUP;
    case 'products':
      return groups.products[group.bucket] ?? NO_GROUP;
    default:
      return groups[group.kind] ?? NO_GROUP;
  }
}

/** Where a split file is, relative to the catalogue folder (the manifest's). */
export const splitFilePath = (manifest: Pick<LocatedSplit, 'groups' | 'listings'>, path: string): string => `v/${groupHash(manifest, path)}/${path}`;

/** A split file as an absolute URL: in its group's folder, relative to wherever the manifest was read. */
export const splitFileUrl = (manifest: LocatedSplit, path: string): string => new URL(splitFilePath(manifest, path), manifest.url).href;

/** A catalogue slug (`[a-z0-9-]`, as catalogSchema.ts checks): safe in a path, unlike a stored line's whatever. */
export const isSlug = (text: unknown): text is string => typeof text === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text);

/** The listings: a page's list of products before filters. Slugs are `[a-z0-9-]`, safe in paths. */
export const listingNames = {
  category: (slug: string) => `kategori/${slug}`,
  sale: 'diskon',
  gift: 'hadiah',
  /**
   * The gift page at one of the budgets it links to (priceRangePresets), by its priceRangeKey: the
   * key, not the range, keeps the price ranges' code out of the home page's chunks.
   */
  giftBudget: (budgetKey: string) => `hadiah/harga-${budgetKey}`,
} as const;

export const splitPaths = {
  home: 'home.json',
  search: 'search.json',
  listingPage: (listing: string, sort: SortKey, page: number) => `list/${listing}/${sort}-${page}.json`,
  listingFilter: (listing: string) => `list/${listing}/filter.json`,
  product: (slug: string) => `produk/${slug}.json`,
  idBucket: (bucket: number) => `ids/${bucket}.json`,
  /** The ongkir sheet's rates for one province ('32'), a RateFile (src/features/checkout/shipping/rateTypes.ts); only when the shop has ongkir.csv. */
  ongkir: (provinceCode: string) => `ongkir/${provinceCode}.json`,
};

/** FNV-1a of a text, into one of `buckets` (a power of two). */
function fnvBucket(text: string, buckets: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & (buckets - 1);
}

/**
 * The ids/<n>.json bucket of a product id (FNV-1a of its text): the cart knows its lines' ids,
 * not their slugs. `buckets` is a power of two.
 */
export const idBucket = (id: string | number, buckets: number): number => fnvBucket(String(id), buckets);

/** The product bucket (the group whose folder holds produk/<slug>.json) of a slug. `buckets` is a power of two. */
export const productBucket = (slug: string, buckets: number): number => fnvBucket(slug, buckets);

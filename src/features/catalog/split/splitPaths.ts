import type { SortKey } from '../sorting';

/**
 * Where each split file is, relative to the version folder (`manifest.root`). One place for
 * these names: the build writes by them, the app will fetch by them.
 */
export const MANIFEST_FILE = 'manifest.json';

/** A file of the manifest's version folder as an absolute URL: relative to wherever the manifest was read. */
export const splitFileUrl = (manifest: { url: string; root: string }, path: string): string => new URL(`${manifest.root}${path}`, manifest.url).href;
export const versionRoot = (version: string): string => `v/${version}/`;

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

/**
 * The ids/<n>.json bucket of a product id (FNV-1a of its text): the cart knows its lines' ids,
 * not their slugs. `buckets` is a power of two.
 */
export function idBucket(id: string | number, buckets: number): number {
  const text = String(id);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & (buckets - 1);
}

import type { SortKey } from '../sorting';
import type { Category, Product, ProductPhoto } from '../catalogTypes';

/**
 * The split catalogue's files (docs/catalog-split.md): what each page fetches instead of the
 * whole catalog.json. The build writes them (scripts/catalog/split/); the app validates what it
 * fetches with splitSchema.ts. Image paths in them are as in catalog.json: relative ones resolve
 * against the manifest's URL (the catalogue's folder), so the folder can move to a CDN whole.
 */

/**
 * Bumped when a file's shape changes in a way an older app cannot read. 2: files are grouped,
 * each group in its own content-hashed folder (`groups`, a listing's `hash`), no single `root`.
 * An app of one format refuses the other's manifest with a message rather than fetching wrong URLs.
 */
export const SPLIT_FORMAT = 2;

/**
 * Cards per listing page: one "Tampilkan lebih banyak" step (PRODUCTS_PER_STEP in
 * useShownCount.ts), so the first screen of a list is exactly its first page.
 */
export const LISTING_PAGE_SIZE = 24;

/** What a product card shows (ProductCard.tsx), and the heart's id, slug and name. */
export interface ProductCardData {
  id: string | number;
  slug: string;
  name: string;
  price: number;
  salePrice?: number;
  /** The first color's picture (for a photo, its JPEG fallback) and photo. */
  image: string;
  photo?: ProductPhoto;
  /** How many colors it comes in ("3 warna"). */
  colorCount: number;
  /** Every size at stock 0 ("Stok habis"). */
  soldOut: boolean;
}

/**
 * A product as catalog.json writes it (before the app adds `image`/`photo`), the product page's
 * and the cart's source of truth.
 */
export type SplitProduct = Omit<Product, 'image' | 'photo'>;

/** product/<slug>.json: everything the product page shows, with its 'Produk terkait' cards. */
export interface ProductFileData {
  product: SplitProduct;
  related: ProductCardData[];
}

/** A listing's figures in the manifest: enough for the page's count and filter panel before any page arrives. */
export interface ListingSummary {
  total: number;
  /** Pages per sort order (every order has the same number). */
  pages: number;
  /** facets() of the listing's products: the filter panel's choices. */
  sizes: string[];
  colors: { color: string; hex?: string }[];
  /** The hash naming the folder of the listing's files (`v/<hash>/list/<listing>/…`). */
  hash: string;
}

/**
 * The content hashes naming each group's folder (`v/<hash>/<path>`), hashed over that group's
 * files only, so a rebuild that changes one product renames its bucket's files and the lists
 * that show it, and nothing else (docs/catalog-split.md). Which group a path is in:
 * splitGroupOf() in splitPaths.ts.
 */
export interface SplitGroups {
  home: string;
  search: string;
  /** The ids/<n>.json buckets, together. */
  ids: string;
  /** The shop's other files (the ongkir sheet's rate files), when it has any. */
  more?: string;
  /** One hash per product bucket (productBucket() of the slug); its length is the number of buckets, a power of two. */
  products: string[];
}

/** list/<listing>/<sort>-<page>.json: one page of a listing in one sort order, pages counted from 1. */
export interface ListingPage {
  listing: string;
  sort: SortKey;
  page: number;
  products: ProductCardData[];
}

/**
 * Positions (0-based, in the listing's 'terbaru' order) stored as gaps: [3, 1, 4] is 3, 4, 8.
 * Gaps stay small, so the files stay small and compress well.
 */
export type Positions = number[];

/**
 * list/<listing>/filter.json, fetched once a shopper filters: what the filters and sorts need
 * about every product of the listing, by position in its 'terbaru' order. Position p is card
 * p % LISTING_PAGE_SIZE of 'terbaru' page floor(p / LISTING_PAGE_SIZE) + 1.
 * Pairs, not objects, so a color named `__proto__` is just a string.
 */
export interface ListingFilterIndex {
  listing: string;
  /** The price paid (the sale price while on sale), per position. */
  prices: number[];
  /** Per size, the positions where it is in stock (a filter by size wants one to buy). */
  sizes: [string, Positions][];
  /** Per color, the positions that come in it. */
  colors: [string, Positions][];
}

/** home.json: the home page's three bands (homeSelections.ts) and the category tiles' pictures. */
export interface HomeFile {
  fresh: ProductCardData[];
  sale: ProductCardData[];
  gifts: ProductCardData[];
  /** Per category slug, the card of its first product (the tile's picture); none for an empty category. */
  covers: [string, ProductCardData][];
  /** The largest discount given, whole percent rounded down (largestDiscount); absent when nothing is on sale. */
  saleUpTo?: number;
}

/** ids/<n>.json: product id -> slug for the ids hashing to bucket n (see idBucket). Pairs, as above. */
export type IdBucketFile = [string, string][];

/**
 * One product in search.json: what the search index weighs (name, category, colors, tags,
 * description words), what a suggestion and a result's card show (the card's colour count is
 * `colors.length`), and the tie-break (newest first).
 * `words` are the description's distinct normalized words not already in another field.
 */
export interface SearchEntry {
  id: string | number;
  slug: string;
  name: string;
  category: string;
  colors: string[];
  tags: string[];
  words: string;
  price: number;
  salePrice?: number;
  image: string;
  /** Every size at stock 0: the result's card says "Stok habis" as a listing's would. */
  soldOut: boolean;
  createdAt: string;
}

/**
 * search.json: the entries by column, one array per field, entry i at index i of each (a missing
 * sale price is null). Columns, not objects: 40% smaller gzipped (219 -> 133 KB at 5,000).
 * searchEntries() (searchColumns.ts) turns it back into entries.
 */
export type SearchFile = { [K in keyof Required<SearchEntry>]: (undefined extends SearchEntry[K] ? Exclude<SearchEntry[K], undefined> | null : SearchEntry[K])[] };

/**
 * manifest.json, the one file not named by content: a short cache, a few KB at any catalogue
 * size. Everything else is under `v/<group hash>/` and never changes (cache forever).
 */
export interface SplitManifest {
  format: typeof SPLIT_FORMAT;
  /** The content hash of every file together: the catalogue's version (support logs and replay name it). */
  version: string;
  /** Each group's folder hash; a listing's is its summary's `hash`. */
  groups: SplitGroups;
  pageSize: number;
  /** How many ids/<n>.json files there are (a power of two). */
  idBuckets: number;
  productCount: number;
  categories: Category[];
  /** Listing name (listingNames in splitPaths.ts) -> its figures. */
  listings: Record<string, ListingSummary>;
}

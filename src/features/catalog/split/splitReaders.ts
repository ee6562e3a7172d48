import * as v from 'valibot';
import type { Product } from '../catalogTypes';
import { assetsOf } from '../resolveAssets';
import type { FileReader } from './splitFiles';
import { filterIndexSchema, homeFileSchema, idBucketSchema, listingPageSchema, manifestSchema, productFileSchema, searchFileSchema } from './splitSchema';
import { searchEntries } from './searchColumns';
import type { HomeFile, ListingFilterIndex, ListingPage, ProductCardData, SearchEntry, SplitManifest } from './splitTypes';

/**
 * Each split file's reader: checks the file against its schema (a shard that is HTML, cut off or
 * of another format fails here, with the file's name, never deep in a page) and resolves its
 * pictures against the file's own URL, as catalog.json's were.
 */

const fileName = (url: string) => url.slice(url.lastIndexOf('/v/') + 1) || url;

/**
 * Pictures resolve against the catalogue folder (where manifest.json is), as catalog.json's
 * did, not against the file inside v/<version>/…: `img/a.jpg` is the folder's img/.
 */
const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/v/') + 1) || url;
const assetsAt = (url: string) => assetsOf(folderOf(url));

function checked<S extends v.GenericSchema>(schema: S, json: unknown, url: string): v.InferOutput<S> {
  const result = v.safeParse(schema, json);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue.path?.map((item) => String(item.key)).join('.') || '(akar)';
  throw new Error(`Berkas katalog ${fileName(url)} tidak sesuai format: ${where}: ${issue.message}`);
}

export const readManifest: FileReader<SplitManifest> = (json, url) => checked(manifestSchema, json, url);

const cardsOf = (cards: readonly ProductCardData[], url: string) => {
  const assets = assetsAt(url);
  return cards.map((card) => assets.card(card));
};

export const readHome: FileReader<HomeFile> = (json, url) => {
  const file = checked(homeFileSchema, json, url);
  const assets = assetsAt(url);
  return {
    fresh: cardsOf(file.fresh, url),
    sale: cardsOf(file.sale, url),
    gifts: cardsOf(file.gifts, url),
    covers: file.covers.map(([slug, card]) => [slug, assets.card(card)]),
  };
};

export const readListingPage: FileReader<ListingPage> = (json, url) => {
  const page = checked(listingPageSchema, json, url);
  return { ...page, products: cardsOf(page.products, url) };
};

export const readFilterIndex: FileReader<ListingFilterIndex> = (json, url) => checked(filterIndexSchema, json, url);

export interface ProductFile {
  product: Product;
  related: ProductCardData[];
}

export const readProductFile: FileReader<ProductFile> = (json, url) => {
  const file = checked(productFileSchema, json, url);
  return { product: assetsAt(url).product(file.product), related: cardsOf(file.related, url) };
};

/** ids/<n>.json as a lookup: product id (as text) -> slug. */
export const readIdBucket: FileReader<Map<string, string>> = (json, url) => new Map(checked(idBucketSchema, json, url));

export const readSearchFile: FileReader<SearchEntry[]> = (json, url) => {
  const file = checked(searchFileSchema, json, url);
  // In the column, before the entries are made: a copy of 50,000 entries to change one field
  // took longer than making them.
  const image = assetsAt(url).image;
  return searchEntries({ ...file, image: file.image.map((path) => image(path)), soldOut: file.soldOut ?? file.id.map(() => false) });
};

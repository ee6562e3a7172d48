import * as v from 'valibot';
import { assetsOf } from '../resolveAssets';
import type { FileReader } from './splitFiles';
import { homeFileSchema, manifestSchema } from './splitSchema';
import type { HomeFile, ProductCardData, SplitManifest } from './splitTypes';

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
export const assetsAt = (url: string) => assetsOf(folderOf(url));

export function checked<S extends v.GenericSchema>(schema: S, json: unknown, url: string): v.InferOutput<S> {
  const result = v.safeParse(schema, json);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const where = issue.path?.map((item) => String(item.key)).join('.') || '(akar)';
  throw new Error(`Berkas katalog ${fileName(url)} tidak sesuai format: ${where}: ${issue.message}`);
}

export const readManifest: FileReader<SplitManifest> = (json, url) => checked(manifestSchema, json, url);

export const cardsOf = (cards: readonly ProductCardData[], url: string) => {
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
    ...(file.saleUpTo ? { saleUpTo: file.saleUpTo } : {}),
  };
};

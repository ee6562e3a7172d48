import { createHash } from 'node:crypto';
import type { Catalog } from '../../../src/features/catalog/catalogTypes';
import { MANIFEST_FILE, splitFilePath, splitGroupOf, splitPaths, type SplitGroup } from '../../../src/features/catalog/split/splitPaths';
import { LISTING_PAGE_SIZE, SPLIT_FORMAT, type ListingSummary, type SplitManifest } from '../../../src/features/catalog/split/splitTypes';
import { homeFile } from './homeFile';
import { bucketCount, idBucketFiles } from './idBuckets';
import { listingFiles, listingsOf } from './listings';
import { productFiles } from './productFiles';
import { searchFile } from './searchFile';

export interface SplitCatalog {
  version: string;
  /** Path (relative to the catalogue folder) -> the file's JSON text. The manifest is the last entry. */
  files: Map<string, string>;
}

/** The split's files by their path within their group's folder, as values: everything but the manifest. */
export function versionedFiles(catalog: Catalog): { files: [string, unknown][]; listings: Record<string, Omit<ListingSummary, 'hash'>>; idBuckets: number } {
  const files: [string, unknown][] = [[splitPaths.home, homeFile(catalog)], [splitPaths.search, searchFile(catalog.products)]];
  const listings: Record<string, Omit<ListingSummary, 'hash'>> = {};
  for (const listing of listingsOf(catalog)) {
    const built = listingFiles(listing);
    listings[listing.name] = built.summary;
    files.push(...built.files);
  }
  files.push(...productFiles(catalog));
  const idBuckets = bucketCount(catalog.products.length);
  files.push(...idBucketFiles(catalog.products, idBuckets));
  return { files, listings, idBuckets };
}

/** Hex digits of a group's SHA-256 that name its folder: see docs/catalog-split.md for the choice. */
export const GROUP_HASH_LENGTH = 10;

const groupKey = (group: SplitGroup): string =>
  group.kind === 'listing' ? `list:${group.listing}` : group.kind === 'products' ? `products:${group.bucket}` : group.kind;

/**
 * The whole split (docs/catalog-split.md): each group of files (splitGroupOf: home, search, each
 * listing, the id buckets, the other files, each bucket of products) under `v/<hash>/`, where the
 * hash is over that group's paths and contents alone, so a change renames only its group's files
 * and each file can be cached forever; and `manifest.json` naming every group's hash. The
 * version is a hash over every file, as before: support logs and replay compare by it.
 * Pure: the same catalogue gives the same files.
 * `more` are the shop's other files: the ongkir sheet's rate files (scripts/shop/ongkir/rateFiles.ts).
 */
export function splitCatalog(catalog: Catalog, more: [string, unknown][] = []): SplitCatalog {
  const { files: catalogFiles, listings: summaries, idBuckets } = versionedFiles(catalog);
  const files = [...catalogFiles, ...more];
  const productBuckets = bucketCount(catalog.products.length);
  const whole = createHash('sha256');
  const groups = new Map<string, { hash: ReturnType<typeof createHash>; files: [string, string][] }>();
  for (const [file, value] of files) {
    const text = JSON.stringify(value);
    whole.update(file).update('\0').update(text).update('\0');
    const key = groupKey(splitGroupOf(file, productBuckets));
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { hash: createHash('sha256').update(key).update('\0'), files: [] }));
    group.hash.update(file).update('\0').update(text).update('\0');
    group.files.push([file, text]);
  }
  const hashes = new Map([...groups].map(([key, group]) => [key, group.hash.digest('hex').slice(0, GROUP_HASH_LENGTH)]));
  // A group with no files (an empty listing, no products in a bucket) still gets a name: its key's hash.
  const hashOf = (group: SplitGroup) => {
    const key = groupKey(group);
    return hashes.get(key) ?? createHash('sha256').update(key).update('\0').digest('hex').slice(0, GROUP_HASH_LENGTH);
  };
  const listings: Record<string, ListingSummary> = {};
  for (const [name, summary] of Object.entries(summaries)) listings[name] = { ...summary, hash: hashOf({ kind: 'listing', listing: name }) };
  const manifest: SplitManifest = {
    format: SPLIT_FORMAT,
    version: whole.digest('hex').slice(0, 12),
    groups: {
      home: hashOf({ kind: 'home' }),
      search: hashOf({ kind: 'search' }),
      ids: hashOf({ kind: 'ids' }),
      ...(groups.has('more') ? { more: hashOf({ kind: 'more' }) } : {}),
      products: Array.from({ length: productBuckets }, (_, bucket) => hashOf({ kind: 'products', bucket })),
    },
    pageSize: LISTING_PAGE_SIZE,
    idBuckets,
    productCount: catalog.products.length,
    categories: catalog.categories,
    listings,
  };
  const out = new Map<string, string>();
  for (const group of groups.values()) for (const [file, text] of group.files) out.set(splitFilePath(manifest, file), text);
  out.set(MANIFEST_FILE, JSON.stringify(manifest));
  return { version: manifest.version, files: out };
}

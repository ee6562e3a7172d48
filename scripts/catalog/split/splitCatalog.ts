import { createHash } from 'node:crypto';
import type { Catalog } from '../../../src/features/catalog/catalogTypes';
import { MANIFEST_FILE, splitPaths, versionRoot } from '../../../src/features/catalog/split/splitPaths';
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

/** Files within the version folder, as values: everything but the manifest. */
export function versionedFiles(catalog: Catalog): { files: [string, unknown][]; listings: Record<string, ListingSummary>; idBuckets: number } {
  const files: [string, unknown][] = [[splitPaths.home, homeFile(catalog)], [splitPaths.search, searchFile(catalog.products)]];
  const listings: Record<string, ListingSummary> = {};
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

/**
 * The whole split (docs/catalog-split.md): every file under `v/<version>/`, where the version is
 * a hash of all of their contents (a change anywhere makes a new folder, so each file can be
 * cached forever), and `manifest.json` pointing at it. Pure: the same catalogue gives the same files.
 * `more` are the version's other files, hashed with the rest: the ongkir sheet's rate files
 * (scripts/shop/ongkir/rateFiles.ts), so a new ongkir.csv is a new version too.
 */
export function splitCatalog(catalog: Catalog, more: [string, unknown][] = []): SplitCatalog {
  const { files: catalogFiles, listings, idBuckets } = versionedFiles(catalog);
  const files = [...catalogFiles, ...more];
  const hash = createHash('sha256');
  const texts = files.map(([file, value]): [string, string] => {
    const text = JSON.stringify(value);
    hash.update(file).update('\0').update(text).update('\0');
    return [file, text];
  });
  const version = hash.digest('hex').slice(0, 12);
  const root = versionRoot(version);
  const manifest: SplitManifest = {
    format: SPLIT_FORMAT,
    version,
    root,
    pageSize: LISTING_PAGE_SIZE,
    idBuckets,
    productCount: catalog.products.length,
    categories: catalog.categories,
    listings,
  };
  const out = new Map(texts.map(([file, text]) => [`${root}${file}`, text]));
  out.set(MANIFEST_FILE, JSON.stringify(manifest));
  return { version, files: out };
}

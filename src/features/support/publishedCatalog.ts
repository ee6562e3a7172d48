import { readListingPage } from '../catalog/split/pageReaders';
import type { FileReader } from '../catalog/split/splitFiles';
import { MANIFEST_FILE, listingNames, splitFileUrl, splitPaths } from '../catalog/split/splitPaths';
import { readHome, readManifest } from '../catalog/split/splitReaders';
import type { SplitManifest } from '../catalog/split/splitTypes';

export interface CatalogProblem {
  /** Which file, by its path within its group's folder: `list/kategori/sepatu/terbaru-1.json`, `manifest.json`. */
  where: string;
  message: string;
}

/** What the console found of the catalogue as the host serves it now. */
export interface PublishedCatalog {
  version: string;
  products: number;
  categories: number;
  files: { read: number; total: number };
  problems: CatalogProblem[];
}

/**
 * A fetch that failed before any answer: offline, or a catalogue on another origin (object
 * storage, a CDN) that does not let this page read it. The browser does not say which (a
 * missing CORS header looks like no network), so the message names both.
 */
function unreachable(url: string): string {
  const elsewhere = new URL(url).origin !== window.location.origin;
  return elsewhere
    ? `tidak terjangkau dari halaman ini: jaringan putus, atau host katalog (${new URL(url).origin}) tidak mengirim header CORS Access-Control-Allow-Origin untuk ${window.location.origin}`
    : 'tidak terjangkau: jaringan putus';
}

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new Error(unreachable(url));
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new Error('bukan JSON yang utuh (halaman HTML, atau unduhan terpotong)');
  }
}

/**
 * The files every first visit needs, by their split paths (splitPaths.ts): the home page's and the
 * first page of each listing (a category, the sale, the gifts), with how many cards each page
 * must hold by the manifest's figures. Small at any catalogue size (one file per listing, ~20 at
 * 50,000 products); search.json and the product files are what the pages read later.
 */
function firstVisitFiles(manifest: SplitManifest): { path: string; read: FileReader<unknown>; cards?: number }[] {
  const listings = Object.entries(manifest.listings).filter(([, summary]) => summary.total > 0);
  return [
    { path: splitPaths.home, read: readHome },
    ...listings.map(([listing, summary]) => ({
      path: splitPaths.listingPage(listing, 'terbaru', 1),
      read: readListingPage,
      cards: Math.min(summary.total, manifest.pageSize),
    })),
  ];
}

/**
 * Checks the catalogue as the host serves it now, the way a shopper's first visit reads it: the
 * manifest fetched fresh (as after a rebuild), checked with the app's own schema, then each
 * first-visit file it names; and across them, that the categories' products add up
 * to the manifest's count. Rejects only when the manifest itself can't be read.
 */
export async function checkPublishedCatalog(manifestUrl: string): Promise<PublishedCatalog> {
  let manifest: SplitManifest;
  try {
    manifest = readManifest(await fetchJson(manifestUrl, { headers: { Accept: 'application/json' }, cache: 'no-cache' }), manifestUrl);
  } catch (error) {
    throw new Error(`${MANIFEST_FILE}: ${(error as Error).message}`);
  }
  const located = { ...manifest, url: manifestUrl };
  const problems: CatalogProblem[] = [];

  const inCategories = manifest.categories.reduce((sum, { slug }) => sum + (manifest.listings[listingNames.category(slug)]?.total ?? 0), 0);
  if (inCategories !== manifest.productCount) {
    problems.push({ where: MANIFEST_FILE, message: `kategori berisi ${inCategories} produk, manifest menyebut ${manifest.productCount}` });
  }

  const files = firstVisitFiles(manifest);
  // Each file's problem in the files' order, whichever answers first.
  const results = await Promise.all(
    files.map(async ({ path, read, cards }): Promise<{ read: boolean; problem?: CatalogProblem }> => {
      const url = splitFileUrl(located, path);
      const where = path;
      try {
        const shown = (read(await fetchJson(url), url) as { products?: unknown[] }).products?.length;
        return cards === undefined || shown === cards ? { read: true } : { read: true, problem: { where, message: `${shown} kartu, seharusnya ${cards}` } };
      } catch (error) {
        return { read: false, problem: { where, message: (error as Error).message } };
      }
    }),
  );
  results.forEach(({ problem }) => problem && problems.push(problem));
  return {
    version: manifest.version,
    products: manifest.productCount,
    categories: manifest.categories.length,
    files: { read: results.filter((result) => result.read).length + 1, total: files.length + 1 },
    problems,
  };
}

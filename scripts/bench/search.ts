/**
 * Search speed, as the shop searches: from search.json's text (what the box downloads), through
 * readSearchFile (parse, validate, columns -> entries), the index, then queries as typed.
 * Median of several rounds per step. Target: under 2 ms per query on a modest machine.
 *
 *   npm run bench:search                          5,000 generated products (the bench table's row)
 *   npm run bench:search -- --count 50000         more generated products
 *   npm run bench:search -- --catalog <folder>    the catalog.json `npm run catalog:build` wrote,
 *                                                 e.g. of `catalog:generate -- --count 50000`
 *
 * Node on this machine, no CPU slowdown: multiply by ~4 for a cheap phone (issue 32's target
 * is the first suggestion within 100 ms of a keystroke at 50,000 products with 4x slowdown). In
 * the shop all of this runs in the search worker; `npm run bench:search-browser` measures it there,
 * in Chromium at 4x slowdown, keystroke to suggestions on screen.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { buildLargeCatalog } from '../catalog/buildCatalog';
import { catalogFromFile } from '../catalog/split/fromCatalogFile';
import { searchFile } from '../catalog/split/searchFile';
import type { Product } from '../../src/features/catalog/catalogTypes';
import type { SearchEntry } from '../../src/features/catalog/split/splitTypes';
import { readSearchFile } from '../../src/features/catalog/split/searchReader';
import { buildSearchIndex, prepareSearchIndex } from '../../src/features/search/searchIndex';
import { searchProducts } from '../../src/features/search/searchProducts';

const TARGET_MS = 2;
const BUILD_ROUNDS = 5;
const QUERY_ROUNDS = 25;

const { values } = parseArgs({ options: { count: { type: 'string', default: '5000' }, catalog: { type: 'string' } } });

// Whole words, word starts as typed letter by letter, description-only words, accents and case.
const queries = ['sepatu', 'kanvas hitam', 'TAS anyam', 'kulit cokelat', 'seri 12', 'hadiah', 'putih sneakers klasik', 'rok', 'zzz tidak ada', 'linen', 'jam tangan', 'sandal 42', 'sn', 'sne', 'snea', 'sneak', 'adem', 'Piqué', 'garut'];

function products(): { label: string; list: Product[] } {
  if (values.catalog) {
    const file = path.resolve(values.catalog, 'catalog.json');
    return { label: file, list: catalogFromFile(JSON.parse(readFileSync(file, 'utf8'))).products };
  }
  const count = Number(values.count);
  return { label: 'dibuat (buildLargeCatalog)', list: buildLargeCatalog(count).products.map((product) => ({ ...product, image: product.colorOptions[0]!.image })) };
}

/** search.json as the build writes it: its text is what the box downloads, then parses. */
function searchJson(): { label: string; count: number; text: string } {
  // The whole catalogue is dropped once written: the shop never holds it, and its garbage
  // would slow the timings below.
  const { label, list } = products();
  return { label, count: list.length, text: JSON.stringify(searchFile(list)) };
}

const median = (timings: number[]) => [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)]!;
// Wall time, and the process's CPU time beside it: on a shared machine another process holding
// the core inflates the first, and node's own GC and compiler threads inflate the second.
const wall: number[] = [];
const time = (work: () => void) => {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  work();
  const used = process.cpuUsage(cpuStart);
  wall.push(performance.now() - start);
  return (used.user + used.system) / 1000;
};
/** The median wall time of the timings since `from` (an index into `wall`). */
const wallSince = (from: number) => median(wall.slice(from)).toFixed(1);

// readSearchFile resolves pictures as the shop does, against the page's (or the search worker's) address.
Object.assign(globalThis, { location: new URL('https://toko.example/') });

async function main(): Promise<void> {
  const { label, count, text } = searchJson();
  const url = 'https://toko.example/catalog/v/bench/search.json';

  const readTimes: number[] = [];
  const buildTimes: number[] = [];
  const readWall: number[] = [];
  const buildWall: number[] = [];
  let entries = readSearchFile(JSON.parse(text), url);
  for (let round = 0; round < BUILD_ROUNDS; round += 1) {
    readTimes.push(time(() => (entries = readSearchFile(JSON.parse(text), url))));
    readWall.push(wall.at(-1)!);
    buildTimes.push(time(() => buildSearchIndex(entries)));
    buildWall.push(wall.at(-1)!);
  }

  // As the shop builds it: in slices of ~4 ms, each its own task (wall time, a fresh array each).
  const slicedTimes: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const fresh = [...entries];
    const start = performance.now();
    await prepareSearchIndex(fresh);
    slicedTimes.push(performance.now() - start);
  }

  // Queries on the built index (the first call builds it, apart from the timings).
  searchProducts(entries, 'pemanasan');
  const queryWallFrom = wall.length;
  const queryTimes: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let round = 0; round < QUERY_ROUNDS; round += 1) {
    for (const query of queries) {
      const ms = time(() => searchProducts(entries, query, 6));
      queryTimes.push(ms);
      perQuery.set(query, [...(perQuery.get(query) ?? []), ms]);
    }
  }
  const sorted = [...queryTimes].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  const slowest = [...perQuery].map(([query, ms]) => [query, median(ms)] as const).sort((a, b) => b[1] - a[1])[0]!;

  const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
  console.log(`Katalog: ${count.toLocaleString('en')} produk (${label})`);
  console.log(`search.json: ${kb(text.length)} mentah, ${kb(gzipSync(text, { level: 9 }).length)} gzip`);
  console.log(`readSearchFile (JSON.parse + valibot + kolom -> entri): median ${median(readWall).toFixed(1)} ms (CPU ${median(readTimes).toFixed(1)} ms) dari ${BUILD_ROUNDS}`);
  console.log(`indeks dibuat: median ${median(buildWall).toFixed(1)} ms (CPU ${median(buildTimes).toFixed(1)} ms) dari ${BUILD_ROUNDS} (${indexWords(entries)} kata); dalam irisan ~4 ms: median ${median(slicedTimes).toFixed(0)} ms (waktu dinding)`);
  console.log(`kueri terlambat: "${slowest[0]}" median ${slowest[1].toFixed(3)} ms`);
  console.log(`waktu dinding per kueri: median ${wallSince(queryWallFrom)} ms`);
  console.log(`${queryTimes.length} pencarian: median ${median(queryTimes).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms per query (target < ${TARGET_MS} ms)`);
  // For `npm run bench` (searchBench.ts reads the last JSON line's median, before any "median … ms" above).
  console.log(JSON.stringify({ medianQueryMs: median(queryTimes), p95QueryMs: p95, products: count, readMs: median(readTimes), indexMs: median(buildTimes) }));
  if (median(queryTimes) >= TARGET_MS) {
    console.error('Median di atas target.');
    process.exitCode = 1;
  }
}

function indexWords(of: readonly SearchEntry[]): string {
  return buildSearchIndex(of).words.size.toLocaleString('en');
}

void main();

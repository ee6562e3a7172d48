/**
 * Search speed: the median time per query over a generated 5,000-product catalogue.
 * Target: under 2 ms per query on a modest machine. Run with `npm run bench:search`.
 */
import { performance } from 'node:perf_hooks';
import { buildLargeCatalog } from '../catalog/buildCatalog';
import type { Product } from '../../src/features/catalog/catalogTypes';
import { searchProducts } from '../../src/features/search/searchProducts';

const PRODUCTS = 5_000;
const ROUNDS = 25;
const TARGET_MS = 2;

const queries = ['sepatu', 'kanvas hitam', 'TAS anyam', 'kulit cokelat', 'seri 12', 'hadiah', 'putih sneakers klasik', 'rok', 'zzz tidak ada', 'linen', 'jam tangan', 'sandal 42'];

const products: Product[] = buildLargeCatalog(PRODUCTS).products.map((product) => ({ ...product, image: product.colorOptions[0]!.image }));

// The index is built once per catalogue (as in the shop); time it apart from the queries.
const indexStart = performance.now();
searchProducts(products, 'pemanasan');
const indexMs = performance.now() - indexStart;

const timings: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const query of queries) {
    const start = performance.now();
    searchProducts(products, query);
    timings.push(performance.now() - start);
  }
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(timings.length / 2)]!;
const p95 = timings[Math.floor(timings.length * 0.95)]!;

console.log(`Katalog: ${products.length} produk; indeks dibuat dalam ${indexMs.toFixed(1)} ms`);
console.log(`${timings.length} pencarian: median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms per query (target < ${TARGET_MS} ms)`);
if (median >= TARGET_MS) {
  console.error('Median di atas target.');
  process.exitCode = 1;
}

/**
 * `npx tsx scripts/catalog/split/measure.ts <catalogue folder> [--write <folder>]`: splits the
 * folder's catalog.json and prints what a first visit to each page type fetches (raw, and gzip
 * -9 per file as a server sends it: a little above the build's Zopfli), the files' count and
 * size, and the time taken. The figures in docs/catalog-split.md come from here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { idBucket, listingNames, MANIFEST_FILE, splitFilePath, splitPaths } from '../../../src/features/catalog/split/splitPaths';
import type { SplitManifest } from '../../../src/features/catalog/split/splitTypes';
import { catalogFromFile } from './fromCatalogFile';
import { splitCatalog } from './splitCatalog';
import { writeSplit } from './writeSplit';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { write: { type: 'string' }, photos: { type: 'boolean' } } });
const dir = path.resolve(positionals[0] ?? 'public/catalog');
const started = performance.now();
const raw = JSON.parse(fs.readFileSync(path.join(dir, 'catalog.json'), 'utf8')) as { products: { colorOptions: { image: string; photo?: unknown }[] }[] };
// --photos: every color gets a photo as catalog:build writes one (three srcsets of hashed
// names), since the generated shops share SVG drawings and cards with photos weigh more.
if (values.photos) {
  raw.products.forEach((product, p) =>
    product.colorOptions.forEach((option, c) => {
      const name = `img/produk-${p}-${c}`;
      const srcset = (ext: string) => [320, 640, 1080].map((w) => `${name}-${w}.${(p * 7919 + c * 104729 + w).toString(16).padStart(10, '0')}.${ext} ${w}w`).join(', ');
      option.image = `${name}-640.${(p * 31 + c).toString(16).padStart(10, '0')}.jpg`;
      option.photo = { width: 1080, height: 1080, placeholder: '#a07050', avif: srcset('avif'), webp: srcset('webp'), jpg: srcset('jpg') };
    }),
  );
}
const catalog = catalogFromFile(raw);
const parsed = performance.now();
const { version, files } = splitCatalog(catalog);
const split = performance.now();

const manifest = JSON.parse(files.get(MANIFEST_FILE)!) as SplitManifest;
/** Where a split file is written: its group's folder (docs/catalog-split.md). */
const at = (file: string) => (file === MANIFEST_FILE ? file : splitFilePath(manifest, file));
const text = (file: string) => {
  const found = files.get(at(file));
  if (found === undefined) throw new Error(`no file ${file}`);
  return found;
};
const sizeOf = (file: string) => ({ raw: Buffer.byteLength(text(file)), gzip: zlib.gzipSync(text(file), { level: 9 }).length });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The largest of each kind, so the figures are upper bounds.
const largest = (names: string[]) => names.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);
const biggestCategory = largest(catalog.categories.map((c) => splitPaths.listingPage(listingNames.category(c.slug), 'terbaru', 1)).filter((f) => files.has(at(f))))[0]!;
const sample = catalog.products.filter((_, i) => i % Math.max(1, Math.floor(catalog.products.length / 500)) === 0);
const productsBySize = largest(sample.map((p) => splitPaths.product(p.slug)));
const buckets = JSON.parse(text(MANIFEST_FILE)).idBuckets as number;
const bucketsBySize = largest([...new Set(catalog.products.map((p) => splitPaths.idBucket(idBucket(p.id, buckets))))]);

const visits: [string, string[]][] = [
  ['/', [MANIFEST_FILE, splitPaths.home]],
  ['/onsale', [MANIFEST_FILE, splitPaths.listingPage(listingNames.sale, 'terbaru', 1)]],
  ['/kategori/… (largest)', [MANIFEST_FILE, biggestCategory]],
  ['/produk/… (largest)', [MANIFEST_FILE, productsBySize[0]!]],
  ['/cart, 3 lines (largest)', [MANIFEST_FILE, ...bucketsBySize.slice(0, 3), ...productsBySize.slice(0, 3)]],
  ['search (on first keystroke)', [splitPaths.search]],
];
console.log(`${catalog.products.length} produk, versi ${version}`);
console.log(`read+validate ${((parsed - started) / 1000).toFixed(1)} s, split ${((split - parsed) / 1000).toFixed(1)} s`);
for (const [page, names] of visits) {
  const raw = names.reduce((sum, name) => sum + sizeOf(name).raw, 0);
  const gzip = names.reduce((sum, name) => sum + sizeOf(name).gzip, 0);
  console.log(`${page.padEnd(30)} ${String(names.length).padStart(2)} files  ${kb(raw).padStart(10)} raw  ${kb(gzip).padStart(9)} gzip`);
}
const manifestSize = sizeOf(MANIFEST_FILE);
console.log(`manifest ${kb(manifestSize.raw)} raw, ${kb(manifestSize.gzip)} gzip`);
/** A written file's path within its group's folder (`v/<hash>/…`). */
const inGroup = (file: string) => file.replace(/^v\/[0-9a-f]+\//, '');
const filters = [...files.keys()].filter((f) => f.endsWith('/filter.json')).map(inGroup);
const bigFilter = largest(filters)[0];
if (bigFilter) console.log(`largest filter file ${bigFilter}: ${kb(sizeOf(bigFilter).raw)} raw, ${kb(sizeOf(bigFilter).gzip)} gzip`);
const total = [...files.values()].reduce((sum, t) => sum + Buffer.byteLength(t), 0);
const kinds = new Map<string, number>();
for (const file of files.keys()) {
  const kind = file === MANIFEST_FILE ? MANIFEST_FILE : inGroup(file).split('/')[0]!;
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
}
console.log(`${files.size} files, ${kb(total)} raw: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (values.write) {
  const before = performance.now();
  void writeSplit(path.resolve(values.write), { version, files }).then((written) =>
    console.log(`written ${written.files} files in ${((performance.now() - before) / 1000).toFixed(1)} s`),
  );
}

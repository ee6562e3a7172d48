/**
 * `npm run catalog:build -- --dir <folder> [--out <folder>]`: the shop owner's spreadsheet
 * and photos -> the catalogue the shop serves. <folder> holds toko.csv, produk.csv, kategori.csv
 * and foto/ (see docs/catalog.md, "The shop's own catalogue"). Her catalogue and facts go to
 * `.toko/<folder name>/` (catalog/ and facts/, gitignored: scripts/shop/shopOutput.ts), or the
 * catalogue to --out. Without --dir, the demo shop's folder (toko-contoh/), whose output is
 * committed (public/catalog and generated/toko-contoh/facts).
 * All or nothing: with any problem it writes nothing and lists every one, then exits 1.
 */
import path from 'node:path';
import { photoSourcesLine } from './sheet/photoDestination';
import { CatalogBuildError, formatProblem } from './sheet/problems';
// The shop's facts (toko.csv) are checked first and written last: scripts/shop/buildShop.ts.
import { buildShop } from '../shop/buildShop';
import { shopFolderFrom } from '../shop/shopArgs';
import { demoOutput, shopOutputOf } from '../shop/shopOutput';
import { removeUnnamedFolders } from './split/writeSplit';

const root = path.resolve(__dirname, '../..');
// The folder is found however she typed it, with or without npm's `--` (scripts/shop/shopArgs.ts):
// `npm run catalog:build --dir=toko-ani` must build her shop, never fall back to the demo's.
const args = shopFolderFrom(process.argv.slice(2), process.env, {
  usage: 'npm run catalog:build -- --dir <folder berisi toko.csv, produk.csv, kategori.csv dan foto/> [--out <folder katalog>]',
  options: {
    out: { type: 'string' },
    // Photos already encoded are taken from here (gitignored; delete it to start afresh).
    cache: { type: 'string', default: '.cache/catalog-photos' },
    // Only to time a build without the share images (bagikan/): a shop's build always has them.
    'tanpa-bagikan': { type: 'boolean', default: false },
  },
});
if ('error' in args) {
  console.error(`Katalog TIDAK ditulis: ${args.error}`);
  process.exit(1);
}
const values = args.values as { out?: string; cache: string; 'tanpa-bagikan': boolean };
const dir = path.resolve(root, args.dir);
const output = shopOutputOf(root, dir);
const out = values.out ? path.resolve(root, values.out) : output.catalog;
// The demo's output is committed: it keeps no previous version folder (a served shop's build does).
const committedDemo = out === demoOutput(root).catalog;
const started = Date.now();
// The report stays one screen: the first notes, then how many more.
const NOTES_SHOWN = 10;
const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('id-ID', { maximumFractionDigits: 0 })} KB`;

/** The share images' line: how many, how many drawn anew (the rest kept from the last build), and how long. */
function shareLine({ files, bytes, drawn, drawMs, seconds }: NonNullable<Awaited<ReturnType<typeof buildShop>>['share']>): string {
  const sorted = [...drawMs].sort((a, b) => a - b);
  const median = sorted.length ? ` (median ${Math.round(sorted[Math.floor(sorted.length / 2)]!)} ms per gambar)` : '';
  return `${files} gambar bagikan, ${kb(bytes)}; ${drawn} baru dibuat dalam ${seconds.toFixed(1)} detik${median}`;
}

function showProgress(done: number, total: number) {
  const line = `foto ${done}/${total} (${Math.round((done / total) * 100)}%)`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
  else if (done === total || done % Math.max(1, Math.round(total / 10)) === 0) process.stderr.write(`${line}\n`);
}

buildShop(dir, out, { factsDir: output.facts, today: new Date().toISOString().slice(0, 10), cacheDir: path.resolve(root, values.cache), onPhoto: showProgress, shareImages: !values['tanpa-bagikan'] })
  .then(async (report) => {
    if (committedDemo) await removeUnnamedFolders(out);
    console.log(
      [
        `Katalog selesai dalam ${((Date.now() - started) / 1000).toFixed(1)} detik: ${path.relative(root, out) || out}`,
        `  produk    ${report.products}`,
        `  kategori  ${report.categories}`,
        `  foto      ${report.photos} (jadi ${report.files - 1 - report.split.files} berkas gambar)`,
        `  olah foto ${photoSourcesLine(report.photoSources)}`,
        `  pecahan   ${report.split.files} berkas, ${kb(report.split.bytes)} (versi ${report.split.version})`,
        `  ongkir    ${report.ongkir ? `${report.ongkir.rows} baris, ${report.ongkir.files} berkas (satu per provinsi), ${kb(report.ongkir.bytes)}` : 'tidak ada ongkir.csv: di keranjang, ongkir dikonfirmasi penjual'}`,
        `  bagikan   ${report.share ? shareLine(report.share) : 'tidak dibuat (--tanpa-bagikan)'}`,
        `  ditulis   ${report.files} berkas, ${kb(report.bytes)}`,
        `  toko.csv  ${report.factsWritten.length ? `ditulis ke ${report.factsWritten.map((file) => path.relative(root, file)).join(', ')}` : 'sama seperti sebelumnya'}`,
      ].join('\n'),
    );
    if (report.notes.length) {
      console.log(`\nPerhatian (katalog tetap ditulis): ${report.notes.length} hal`);
      for (const note of report.notes.slice(0, NOTES_SHOWN)) console.log(`- ${formatProblem(note)}`);
      if (report.notes.length > NOTES_SHOWN) console.log(`- dan ${report.notes.length - NOTES_SHOWN} lagi`);
    }
  })
  .catch((error: unknown) => {
    if (error instanceof CatalogBuildError) {
      console.error(`Katalog TIDAK ditulis: ada ${error.problems.length} masalah. Perbaiki lalu jalankan lagi.\n`);
      for (const problem of error.problems) console.error(`- ${formatProblem(problem)}`);
    } else console.error(`Katalog TIDAK ditulis: ${(error as Error).message}`);
    process.exit(1);
  });

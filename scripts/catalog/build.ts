/**
 * `npm run catalog:build -- --dir <folder> [--out <folder>]`: the shop owner's spreadsheet
 * and photos -> the catalogue the shop serves. <folder> holds produk.csv, kategori.csv and
 * foto/ (see docs/catalog.md, "The shop's own catalogue"); the default --out is public/catalog/.
 * All or nothing: with any problem it writes nothing and lists every one, then exits 1.
 */
import path from 'node:path';
import { readBuildArgs } from './buildArgs';
import { buildShopCatalog } from './sheet/buildShopCatalog';
import { CatalogBuildError, formatProblem } from './sheet/problems';

const root = path.resolve(__dirname, '../..');
// No default folder: building replaces the whole output folder, so the owner names the source.
const args = readBuildArgs(process.argv.slice(2), process.env);
if ('problem' in args) {
  console.error(`Katalog TIDAK ditulis: ${args.problem}`);
  process.exit(1);
}
const dir = path.resolve(root, args.dir);
const out = path.resolve(root, args.out);
const started = Date.now();
// The report stays one screen: the first notes, then how many more.
const NOTES_SHOWN = 10;
const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('id-ID', { maximumFractionDigits: 0 })} KB`;

function showProgress(done: number, total: number) {
  const line = `foto ${done}/${total} (${Math.round((done / total) * 100)}%)`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`);
  else if (done === total || done % Math.max(1, Math.round(total / 10)) === 0) process.stderr.write(`${line}\n`);
}

buildShopCatalog(
  { products: path.join(dir, 'produk.csv'), categories: path.join(dir, 'kategori.csv'), photos: path.join(dir, 'foto') },
  out,
  { today: new Date().toISOString().slice(0, 10), cacheDir: path.resolve(root, args.cache), onPhoto: showProgress },
)
  .then((report) => {
    console.log(
      [
        `Katalog selesai dalam ${((Date.now() - started) / 1000).toFixed(1)} detik: ${path.relative(root, out) || out}`,
        `  produk    ${report.products}`,
        `  kategori  ${report.categories}`,
        `  foto      ${report.photos} (jadi ${report.files - 1 - report.split.files} berkas gambar)`,
        `  pecahan   ${report.split.files} berkas, ${kb(report.split.bytes)} (versi ${report.split.version})`,
        `  ditulis   ${report.files} berkas, ${kb(report.bytes)}`,
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
    } else {
      // Not the owner's files (a full disk, a bug): one line to pass on, without the stack.
      const { code, message } = error as NodeJS.ErrnoException;
      console.error(`Katalog TIDAK ditulis: terjadi kesalahan di luar berkas toko${code ? ` (${code})` : ''}. Katalog lama tetap dipakai. Kirim baris ini ke pengembang: ${message}`);
    }
    process.exit(1);
  });

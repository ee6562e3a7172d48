/**
 * `npm run toko toko-ani` (or `npm run toko -- --dir toko-ani`): updates the shop from her folder
 * in one go, the catalogue and its facts (catalog:build) and then the site, and tells her in a
 * few Indonesian lines what changed, where it is and what to look at. The builds' whole output
 * goes to a log file the last line names; a sheet's problems are shown as catalog:build lists
 * them. Without a folder, the demo shop (toko-contoh/). The publishing workflow calls the same
 * update (scripts/publish/publish.ts).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { reportText } from '../publish/publish';
import { npmWarningNote, shopFolderFrom } from './shopArgs';
import { updateShop, type Runner } from './updateShop';

const root = path.resolve(__dirname, '../..');
/** The builds' whole output, for developers (gitignored, replaced at each run). */
const LOG = '.cache/toko.log';

const steps: Record<string, string> = { 'scripts/catalog/build.ts': 'Memeriksa lembar dan membuat katalog…', webpack: 'Membuat situs (seluruhnya)…', 'scripts/site/catalogueOnly.ts': 'Membuat halaman katalog…' };
const isProgress = (line: string) => /^foto \d+\/\d+ \(\d+%\)$/.test(line.trim());

fs.mkdirSync(path.dirname(path.join(root, LOG)), { recursive: true });
const log = fs.createWriteStream(path.join(root, LOG));

const run: Runner = (command, args, env = {}) =>
  new Promise((resolve) => {
    const step = Object.keys(steps).find((name) => args.includes(name));
    if (step) console.log(steps[step]);
    log.write(`\n$ ${command} ${args.join(' ')}\n`);
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      log.write(text);
      // The photos' progress, the one thing worth watching during a first build.
      for (const line of text.split(/\r?\n|\r/)) if (isProgress(line)) process.stdout.write(process.stdout.isTTY ? `\r  ${line.trim()}` : `  ${line.trim()}\n`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}` }));
    child.on('close', (code) => {
      if (process.stdout.isTTY && isProgress(output.split(/\r?\n|\r/).filter(Boolean).at(-1) ?? '')) process.stdout.write('\n');
      // A sheet's problems are hers: catalog:build lists them in Indonesian, with file, row and column.
      if (code !== 0 && step === 'scripts/catalog/build.ts') console.error(`\n${reportText(output)}`);
      resolve({ code: code ?? 1, output });
    });
  });

const folder = shopFolderFrom(process.argv.slice(2), process.env);
if ('error' in folder) {
  console.error(`Toko TIDAK diperbarui: ${folder.error}`);
  process.exit(1);
}
const note = npmWarningNote(process.env, folder.dir);
if (note) console.log(`${note}\n`);
if (folder.demo) console.log(`Tidak ada folder yang disebut: memakai toko contoh (${folder.dir}/). Untuk toko Anda: npm run toko <folder>\n`);
void updateShop(root, folder.dir, run, { log: LOG }).then(({ ok, lines }) => {
  log.end(() => {
    (ok ? console.log : console.error)(lines.join('\n'));
    process.exit(ok ? 0 : 1);
  });
});

/**
 * Issue 63's row "one price changed -> site updated": `npm run toko` on a machine that holds the
 * last build (its recorded app, scripts/site/appRecord.ts), one price changed in produk.csv.
 *
 *   nice npx tsx scripts/bench/priceUpdate.ts [--count 5000] [--runs 3]
 *
 * The shop: a copy of toko-contoh/ (66 products), or with --count a made-up shop of that many
 * products (catalog:generate's). Its catalogue goes to a folder of its own (CATALOG_DIR), so the
 * committed public/catalog is untouched; dist/ and .cache/app are this checkout's.
 * 1. the first update, which builds everything (untimed);
 * 2. --runs turns of two updates, each after one price changed: one with the last build
 *    forgotten (the whole build, as before), one with it kept (must take the quick path), timed
 *    in turns so both see the same minutes of a shared machine;
 * 3. the same site built by webpack in full from the same catalogue, compared with the last
 *    quick update's file by file: they must be the same files, byte for byte (sameTree.ts names
 *    the one difference timing makes between any two builds: the CSS and class names of a page
 *    painted in Chromium). Any other difference is listed and fails the bench.
 * Prints a Markdown row for docs/performance.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeVariedShop } from '../catalog/writeVariedShop';
import { DEMO_SHOP } from '../shop/demoShop';
import { previewPaths } from '../build/prerender';
import { readSourceManifest } from '../build/catalogSource';
import { compareTrees, pageFile } from './sameTree';
import { median } from './stats';

const root = path.resolve(__dirname, '../..');
const { values } = parseArgs({ options: { count: { type: 'string' }, runs: { type: 'string', default: '3' } } });
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-harga-'));
const shop = path.join(work, 'toko');
const env = { ...process.env, CATALOG_DIR: path.join(work, 'katalog') };

function run(command: string, args: string[]): Promise<{ seconds: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => (code === 0 ? resolve({ seconds: (performance.now() - started) / 1000, output }) : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-3000)}`))));
  });
}

/** Changes the price of produk.csv's first product: one cell, as she would in Excel. */
function changeOnePrice(step: number): void {
  const file = path.join(shop, 'produk.csv');
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const header = lines[0]!.replace(/^\uFEFF/, '').split(';').map((cell) => cell.replace(/"/g, ''));
  const column = header.indexOf('harga');
  const cells = lines[1]!.split(';');
  const price = Number(cells[column]!.replace(/"/g, ''));
  cells[column] = cells[column]!.includes('"') ? `"${price + (step % 2 ? 1000 : -1000)}"` : String(price + (step % 2 ? 1000 : -1000));
  lines[1] = cells.join(';');
  fs.writeFileSync(file, lines.join('\n'));
}

async function main(): Promise<void> {
  if (values.count) await writeVariedShop(shop, Number(values.count), {});
  else fs.cpSync(path.join(root, DEMO_SHOP), shop, { recursive: true });
  const update = () => run('npx', ['tsx', 'scripts/shop/update.ts', shop]);
  const forgetApp = () => fs.rmSync(path.join(root, '.cache/app'), { recursive: true, force: true });
  // The machine holds no last build yet: the first update builds it all (untimed).
  forgetApp();
  const first = await update();
  if (!first.output.includes('dibuat ulang seluruhnya')) throw new Error(`the first update was expected to build everything:\n${first.output}`);
  // In turns, so both see the same minutes of a shared machine: a price change with the last
  // build kept (the quick path), then one with it forgotten (the whole build, as before).
  const quick: number[] = [];
  const full: number[] = [];
  let step = 0;
  for (let turn = 1; turn <= Number(values.runs); turn += 1) {
    changeOnePrice((step += 1));
    forgetApp();
    const whole = await update();
    if (!whole.output.includes('dibuat ulang seluruhnya')) throw new Error(`a forgotten app was expected to be built again:\n${whole.output}`);
    full.push(whole.seconds);
    changeOnePrice((step += 1));
    const { seconds, output } = await update();
    if (!output.includes('(cepat)') || !output.includes('1 diubah')) throw new Error(`a price change was expected to take the quick path:\n${output}`);
    quick.push(seconds);
    console.log(`turn ${turn}: price change with the last build kept ${seconds.toFixed(1)} s, without it ${whole.seconds.toFixed(1)} s`);
  }
  const fullSite = path.join(work, 'dist-penuh');
  await run('npx', ['webpack', '--mode', 'production', '--output-path', fullSite]);
  const painted = previewPaths(readSourceManifest(env.CATALOG_DIR)).map(pageFile);
  const difference = compareTrees(path.join(root, 'dist'), fullSite, painted);
  const count = values.count ?? '66 (toko-contoh)';
  const list = (values: number[]) => values.map((value) => value.toFixed(1)).join(', ');
  console.log(`\n| ${count} products | ${median(quick).toFixed(1)} s (${list(quick)}) | ${median(full).toFixed(1)} s (${list(full)}) | ${(median(full) / median(quick)).toFixed(1)}× | ${os.availableParallelism()} cores, load ${os.loadavg()[0]!.toFixed(0)} |`);
  const differs = [...difference.onlyInFirst.map((f) => `only in the quick update's: ${f}`), ...difference.onlyInSecond.map((f) => `only in the full build's: ${f}`), ...difference.different.map((f) => `different: ${f}`)];
  if (differs.length) {
    console.error(`\nThe quick update and the full build differ in ${differs.length} files (kept in ${work}):\n${differs.join('\n')}`);
    process.exit(1);
  }
  const entries = fs.readdirSync(fullSite, { recursive: true }).length;
  console.log(`The quick update's site and the full build's are the same ${entries} entries, byte for byte${difference.paintedStyleOnly.length ? `, but for ${difference.paintedStyleOnly.length} files of pages painted in Chromium that differ only in their preview's CSS and class names (sameTree.ts): ${difference.paintedStyleOnly.join(', ')}` : ''}.`);
  fs.rmSync(work, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

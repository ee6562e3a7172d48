/** `npx tsx scripts/bench/weigh.ts`: initial JS of the built dist/ (index.html's scripts), file by file. */
import path from 'node:path';
import { entryScripts, weighFile } from './initialJs';

const dist = path.resolve(__dirname, '../../dist');
const kb = (bytes: number, width: number) => (bytes / 1000).toFixed(1).padStart(width);

async function main(): Promise<void> {
  let gzip = 0;
  let brotli = 0;
  for (const file of entryScripts(dist)) {
    const weight = await weighFile(path.join(dist, file));
    gzip += weight.gzip;
    brotli += weight.brotli;
    console.log(`${file.padEnd(32)} ${kb(weight.raw, 7)} kB raw ${kb(weight.gzip, 6)} kB gzip ${kb(weight.brotli, 6)} kB brotli`);
  }
  console.log(`${'initial JS'.padEnd(32)} ${''.padStart(14)} ${kb(gzip, 6)} kB gzip ${kb(brotli, 6)} kB brotli`);
}

void main();

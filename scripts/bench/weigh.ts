/** `npx tsx scripts/bench/weigh.ts`: initial JS of the built dist/ (index.html's scripts), file by file. */
import path from 'node:path';
import { entryScripts, weighFile } from './initialJs';

const dist = path.resolve(__dirname, '../../dist');
let gzip = 0;
let brotli = 0;
for (const file of entryScripts(dist)) {
  const weight = weighFile(path.join(dist, file));
  gzip += weight.gzip;
  brotli += weight.brotli;
  console.log(`${file.padEnd(32)} ${(weight.raw / 1000).toFixed(1).padStart(7)} kB raw ${(weight.gzip / 1000).toFixed(1).padStart(6)} kB gzip ${(weight.brotli / 1000).toFixed(1).padStart(6)} kB brotli`);
}
console.log(`${'initial JS'.padEnd(32)} ${''.padStart(14)} ${(gzip / 1000).toFixed(1).padStart(6)} kB gzip ${(brotli / 1000).toFixed(1).padStart(6)} kB brotli`);

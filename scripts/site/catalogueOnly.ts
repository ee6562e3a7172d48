/**
 * `npm run toko`'s quick update (scripts/shop/updateShop.ts), when the app's fingerprint is the
 * recorded one (appFingerprint.ts): the recorded app copied to `--output-path`, then the
 * production build's after-emit steps (afterApp.ts) from webpack.config.ts itself, so the
 * settings are the build's: the catalogue copied in, the previews and product pages, the
 * sitemap and robots.txt, the security check, the edge worker, the file budget. No webpack
 * compilation: about as long as the catalogue's pages take, instead of a whole build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import makeConfig from '../../webpack.config';
import { finishApp } from './afterApp';
import { APP_RECORD, appFilesOf } from './appRecord';

const root = path.resolve(__dirname, '../..');
const { values } = parseArgs({ options: { 'output-path': { type: 'string' }, record: { type: 'string', default: APP_RECORD } } });
const out = path.resolve(root, values['output-path'] ?? 'dist');
const app = appFilesOf(path.resolve(root, values.record));

async function main(): Promise<void> {
  const started = Date.now();
  const config = makeConfig({}, { mode: 'production' });
  await fs.rm(out, { recursive: true, force: true });
  await fs.cp(app, out, { recursive: true });
  await finishApp(config, out, app);
  console.log(`[catalogue only] the recorded app and this catalogue's files and pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

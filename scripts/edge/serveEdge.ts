/**
 * A built site as Cloudflare Pages would serve it with PRODUCT_PAGES=edge, on Cloudflare's own
 * local runtime (wrangler pages dev, workerd; offline, nothing downloaded): the e2e tests'
 * server (playwright.edge.config.ts) and the way to try the worker by hand (docs/edge.md).
 *
 * `tsx scripts/edge/serveEdge.ts [--dist dist] [--port 8791] [--without <slug>]`: copies dist/
 * to a temporary folder without the `.gz`/`.br` twins (Pages compresses itself) and without the
 * static page of `--without` (so that page can only come from the worker), builds `_worker.js`
 * and `_routes.json` into it unless the site already has them, and runs wrangler there.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWorker, describeWorker } from './buildWorker';
import { WORKER_FILE } from './workerConfig';

/** The newest date this wrangler's workerd knows (3.114): a later one only prints a warning. */
export const COMPATIBILITY_DATE = '2025-02-24';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, port: { type: 'string', default: '8791' }, without: { type: 'string' } } });
const port = values.port!;
const dist = path.resolve(values.dist!);
const site = path.join(os.tmpdir(), `langkah-edge-${port}`);
const twin = /\.(gz|br)$/;

async function main(): Promise<void> {
  // A fresh cache too: pages rendered by an earlier run are not what this one is testing.
  for (const folder of [site, `${site}-state`]) fs.rmSync(folder, { recursive: true, force: true });
  const skipped = values.without ? path.join(dist, 'produk', values.without) : undefined;
  fs.cpSync(dist, site, { recursive: true, filter: (source) => !twin.test(source) && source !== skipped });
  if (!fs.existsSync(path.join(site, WORKER_FILE))) console.log(describeWorker(await buildWorker(site)));
  const wrangler = spawn(
    process.execPath,
    [require.resolve('wrangler/bin/wrangler.js'), 'pages', 'dev', site, '--port', port, '--ip', '127.0.0.1', '--compatibility-date', COMPATIBILITY_DATE, '--persist-to', `${site}-state`],
    { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  // Playwright stops its server with SIGTERM: wrangler (and its workerd) go with it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));
  wrangler.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

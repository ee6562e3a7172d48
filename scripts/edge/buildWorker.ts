/**
 * Writes the edge worker (`_worker.js`) and `_routes.json` into a built site: called by
 * EdgeWorkerPlugin at the end of a PRODUCT_PAGES=edge build, or on its own for an existing dist/
 * (`tsx scripts/edge/buildWorker.ts <dist>`: the e2e test, without a second site build).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import { routesFile } from './routesFile';
import { BUILD_MARK, edgeSettingsOf, workerConfig, WORKER_FILE } from './workerConfig';

export interface WorkerBuild {
  bytes: number;
  gzipBytes: number;
  seconds: number;
}

export async function buildWorker(dist: string, env: NodeJS.ProcessEnv = process.env): Promise<WorkerBuild> {
  const started = Date.now();
  const compiler = webpack(workerConfig(dist, edgeSettingsOf(dist, env)));
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result!))));
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) throw new Error(`[edge] ${WORKER_FILE} did not build:\n${stats.toString({ all: false, errors: true })}`);
  fs.writeFileSync(path.join(dist, '_routes.json'), `${JSON.stringify(routesFile(), null, 2)}\n`);
  const file = path.join(dist, WORKER_FILE);
  const built = fs.readFileSync(file, 'utf8');
  if (!built.includes(BUILD_MARK)) throw new Error(`[edge] ${WORKER_FILE} lost its build mark`);
  const build = createHash('sha256').update(built).update(fs.readFileSync(path.join(dist, 'shell.html'))).digest('hex').slice(0, 12);
  fs.writeFileSync(file, built.replaceAll(BUILD_MARK, build));
  const code = fs.readFileSync(file);
  return { bytes: code.length, gzipBytes: gzipSync(code).length, seconds: (Date.now() - started) / 1000 };
}

export const describeWorker = ({ bytes, gzipBytes, seconds }: WorkerBuild): string =>
  `[edge] ${WORKER_FILE}: ${(bytes / 1024).toFixed(0)} KiB, ${(gzipBytes / 1024).toFixed(0)} KiB gzip, built in ${seconds.toFixed(1)} s; _routes.json sends it /produk/* only`;

if (require.main === module) {
  buildWorker(path.resolve(process.argv[2] ?? 'dist')).then(
    (build) => console.log(describeWorker(build)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

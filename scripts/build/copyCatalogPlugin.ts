import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { brotliQuick, gzipQuick } from './precompress';

/** What gets compressed twins: the catalogue's JSON and its SVG drawings (photos are compressed already). */
const compressible = /\.(json|svg)$/;
/** Files worked on at once, so reading and writing overlap the (synchronous, ~0.3 ms) compression. */
const PARALLEL = 16;

/**
 * The catalogue build's whole catalog.json stays behind: no page reads it (the support console
 * reads the split too), and at 50,000 products it is 27.5 MB, over Cloudflare Pages' 25 MiB a file.
 */
export const NOT_SHIPPED = new Set(['catalog.json']);

/** The files of the built catalogue folder that are served: what dist/catalog gets, and what goes to a bucket. */
export function servedCatalogFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !(path.resolve(entry.parentPath) === path.resolve(dir) && NOT_SHIPPED.has(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function copyWithTwins(from: string, to: string, twins: boolean): Promise<void> {
  await fs.promises.mkdir(path.dirname(to), { recursive: true });
  if (!twins || !compressible.test(from)) return fs.promises.copyFile(from, to);
  // Read once for the copy and both twins (60,000 files at 50,000 products).
  const data = await fs.promises.readFile(from);
  await fs.promises.writeFile(to, data);
  await fs.promises.writeFile(`${to}.gz`, await gzipQuick(data));
  await fs.promises.writeFile(`${to}.br`, await brotliQuick(data));
}

/**
 * Copies the built catalogue (public/catalog: manifest.json, the split's `v/<version>/` and the
 * pictures; not catalog.json) into dist/ with its compressed twins, beside webpack rather
 * than through it. At 50,000 products the split is ~60,000 files: as webpack assets each was
 * hashed, held in memory, compared and compressed by CompressionPlugin, a large part of the
 * build's time and memory for files webpack does nothing else with. The twins use the quick
 * settings (precompress.ts): a page fetches a handful of these small files, and Zopfli on
 * 60,000 of them would take many minutes.
 *
 * Production builds only; `npm start` serves public/ through CopyWebpackPlugin as before. No twins
 * for a host that compresses on its own (`twins` false: DEPLOY_TARGET, scripts/site/hosts.ts).
 * Runs in `afterEmit`, before the previews (PrerenderPlugin), which read these files.
 */
export class CopyCatalogPlugin {
  constructor(
    private readonly from: string,
    private readonly twins = true,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('CopyCatalog', async (compilation) => {
      if (compilation.errors.length === 0) await this.afterApp(compilation.outputOptions.path!);
    });
  }

  /** Its work on a written app (scripts/site/afterApp.ts: also the catalogue-only update's). */
  async afterApp(dist: string): Promise<void> {
    if (!fs.existsSync(this.from)) return;
    const into = path.join(dist, 'catalog');
    const started = Date.now();
    const waiting = servedCatalogFiles(this.from);
    const count = waiting.length;
    const worker = async () => {
      for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) await copyWithTwins(file, path.join(into, path.relative(this.from, file)), this.twins);
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    console.log(`[catalog] ${count} files copied into dist/catalog${this.twins ? ' with their twins' : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

import type { Compiler } from 'webpack';
import { buildWorker, describeWorker } from './buildWorker';

/**
 * PRODUCT_PAGES=edge: builds `_worker.js` and `_routes.json` into dist/ once the site is written.
 * After PrerenderPlugin (the worker renders into the shell.html it leaves) and
 * SecurityHeadersPlugin (the worker sends the headers of its _headers); before BudgetPlugin,
 * which weighs the worker against Cloudflare's limit.
 */
export class EdgeWorkerPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('EdgeWorker', async (compilation) => {
      if (compilation.errors.length > 0) return;
      await this.afterApp(compilation.outputOptions.path!);
    });
  }

  /** Its work on a written app (scripts/site/afterApp.ts: also the catalogue-only update's). */
  async afterApp(dist: string): Promise<void> {
    console.log(describeWorker(await buildWorker(dist)));
  }
}

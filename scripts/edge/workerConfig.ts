/**
 * The webpack configuration of the edge worker (productWorker.tsx): one ES module, `_worker.js`,
 * as Cloudflare Pages' advanced mode takes it. A second, small compiler beside the site's:
 * - target webworker, one chunk: the app's lazy pages are inlined (a worker loads no chunks);
 * - no styled-components minifying transformer and no trimReactRouter: the worker must render
 *   the same bytes as the build's Node renderer (`tsx`, which runs the TypeScript as written);
 * - react-dom/static's web-stream build (the `workerd` condition), and styled-components' server
 *   build (its package.json's `browser` field would give the one without ServerStyleSheet).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DefinePlugin, optimize, type Configuration } from 'webpack';
import { parseHeadersFile } from '../serve/headersFile';
import { demoOutput, shopOutputFrom } from '../shop/shopOutput';
import { siteSettings } from '../site/siteSettings';
import type { EdgeSettings } from './edgeSettings';

export const WORKER_FILE = '_worker.js';
/** Stands for EdgeSettings.build until the worker is built: then replaced by a hash of the worker and the shell it reads (buildWorker.ts). */
export const BUILD_MARK = 'edge-build-mark';
const root = path.resolve(__dirname, '../..');

/** What the worker is told, read from the built site (its _headers) and the build's settings. */
export function edgeSettingsOf(dist: string, env: NodeJS.ProcessEnv = process.env): EdgeSettings {
  const headersFile = path.join(dist, '_headers');
  if (!fs.existsSync(headersFile)) throw new Error(`[edge] ${headersFile} is missing: build the site first (npm run build)`);
  return { catalogBaseUrl: env.CATALOG_BASE_URL || '/catalog/', shopUrl: siteSettings(env).shopUrl, headers: parseHeadersFile(fs.readFileSync(headersFile, 'utf8')), build: BUILD_MARK };
}

export function workerConfig(dist: string, settings: EdgeSettings): Configuration {
  const shopOutput = shopOutputFrom(root);
  return {
    mode: 'production',
    target: 'webworker',
    context: root,
    entry: path.join(__dirname, 'productWorker.tsx'),
    output: { path: dist, filename: WORKER_FILE, module: true, chunkFormat: 'module', library: { type: 'module' }, clean: false },
    experiments: { outputModule: true },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      conditionNames: ['workerd', 'worker', 'import', 'module', 'default'],
      // The shop's facts, as the site build reads them (scripts/shop/shopOutput.ts).
      alias: { [demoOutput(root).facts]: shopOutput.facts },
      aliasFields: [],
      mainFields: ['module', 'main'],
      // Only styled-components' Node-stream helper (interleaveWithNodeStream) wants it; never called here.
      fallback: { stream: false },
    },
    module: {
      // The search's Web Worker is never started on a server; its `new Worker(new URL(…))` stays plain code.
      parser: { javascript: { worker: false, url: false } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false, sourceMap: false } } },
        },
        { test: /\.json$/, include: [shopOutput.facts], type: 'json' },
        // Pictures the app imports keep the site build's names; the site already has the files.
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource', generator: { filename: 'img/[name].[contenthash:10][ext]', emit: false } },
      ],
    },
    optimization: { minimize: true, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    plugins: [
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new DefinePlugin({
        EDGE_SETTINGS: JSON.stringify(settings),
        // The app's build-time settings, as the site build defines them (webpack.config.ts).
        'process.env.CATALOG_BASE_URL': JSON.stringify(settings.catalogBaseUrl),
        'process.env.ADMIN_PASSCODE_SHA256': JSON.stringify(process.env.ADMIN_PASSCODE_SHA256?.trim().toLowerCase() ?? ''),
        'process.env.REGION_BASE_URL': JSON.stringify('/wilayah/'),
      }),
    ],
  };
}

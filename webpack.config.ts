// First: the app's modules this file's plugins run in Node read SHOP_OUTPUT's facts, as the bundle does.
import './scripts/shop/useShopOutput';
import path from 'node:path';
import { BannerPlugin, Compilation, DefinePlugin, type Chunk, type Configuration } from 'webpack';
import 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import createStyledComponentsTransformer from 'typescript-plugin-styled-components';
import { PaintFirstPlugin } from './scripts/build/paintFirstPlugin';
import { CopyCatalogPlugin } from './scripts/build/copyCatalogPlugin';
import { brotli, gzip } from './scripts/build/precompress';
import { PrerenderPlugin } from './scripts/build/prerender';
import { RegionFilesPlugin } from './scripts/build/regionFilesPlugin';
import { RoutePreloadPlugin } from './scripts/build/routePreloads';
import { imageOrigins } from './scripts/build/securityHeaders';
import { SecurityHeadersPlugin } from './scripts/build/securityHeadersPlugin';
import { trimReactRouter } from './scripts/build/trimReactRouter';
import { readRegionData, regionFiles, regionFolder } from './scripts/regions/regionFiles';
import { BudgetPlugin } from './scripts/build/budgetPlugin';
import { EdgeWorkerPlugin } from './scripts/edge/edgeWorkerPlugin';
import { demoOutput, shopOutputFrom } from './scripts/shop/shopOutput';
import { writesTwins } from './scripts/site/hosts';
import { SiteSettingError, siteSettings } from './scripts/site/siteSettings';
import { AppRecordPlugin } from './scripts/site/appRecord';
import { manifestFile } from './src/features/catalog/catalogUrl';
import { shop } from './src/config/shop';
import { shopContact } from './src/config/shopContact';
import { pageTitle } from './src/lib/usePageMeta';

/** index.html's words about the shop (its title, description and <noscript>): her facts, never the demo's. */
const shopWords = { shopTitle: pageTitle(''), shopDescription: shop.description, shopName: shop.name };

/** The staff passcode's SHA-256 (hex) for this build; empty means the documented default (src/features/auth/passcode.ts). */
function adminPasscodeHash(): string {
  const hash = process.env.ADMIN_PASSCODE_SHA256?.trim() ?? '';
  if (hash && !/^[0-9a-f]{64}$/i.test(hash)) throw new Error('ADMIN_PASSCODE_SHA256 must be 64 hex digits (a SHA-256).');
  return hash.toLowerCase();
}

/**
 * The search worker's chunk (named in src/features/search/startSearchWorker.ts) stays out of the
 * page's split: in 'vendor' it would importScripts all of React before its first search. It does
 * share 'catalog-loader' (valibot, the split files' readers), which the page has fetched already.
 */
const notSearchWorker = (chunk: Chunk) => chunk.name !== 'search-worker';

const compressible = /\.(js|css|html|svg|json|txt|ico|webmanifest)$/;
/** The checkout's region files, which RegionFilesPlugin gives quicker twins of its own. */
const regionAssets = /^wilayah\//;

/** One of scripts/build/precompress.ts's functions in the callback form CompressionPlugin calls. */
const twin =
  (compress: (data: Buffer) => Promise<Buffer>): CompressionPlugin.AlgorithmFunction<CompressionPlugin.ZlibOptions> =>
  (input, _options, done) =>
    void compress(input).then(
      (output) => done(null, output),
      (error: Error) => done(error, ''),
    );

/** SHOP_URL and DEPLOY_TARGET (scripts/site/siteSettings.ts), checked before anything is built: a wrong one stops the build with its one line. */
function checkSiteSettings(): void {
  try {
    siteSettings();
  } catch (error) {
    if (!(error instanceof SiteSettingError)) throw error;
    console.error(`[build] ${error.message}`);
    process.exit(1);
  }
}

/** `--env appRecord=<folder>` (npm run toko's full build): keep the app as webpack wrote it (scripts/site/appRecord.ts). */
export default (env: { appRecord?: string } | undefined, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode === 'production';
  if (production) checkSiteSettings();
  // Where the catalogue lives; a shop points Langkah at its own backend or CDN at build time.
  const catalogBaseUrl = process.env.CATALOG_BASE_URL || '/catalog/';
  // The shop's generated output (scripts/shop/shopOutput.ts): the demo's committed one, or the
  // folder SHOP_OUTPUT names (`npm run toko -- --dir <folder>` builds hers from .toko/<folder>/).
  // Its catalogue is shipped in dist/catalog (CATALOG_DIR: another `catalog:build --out` folder,
  // the bench's 5,000- and 50,000-product shops); its facts replace the demo's in the bundle.
  const shopOutput = shopOutputFrom(__dirname);
  const catalogDir = shopOutput.catalog;
  // A catalogue served from elsewhere (CATALOG_BASE_URL) is uploaded there, not shipped.
  const shipsCatalog = catalogBaseUrl === '/catalog/';
  // The host (DEPLOY_TARGET): nginx is sent the precompressed twins; Cloudflare Pages and Netlify
  // compress on their own and count every file against their limits (scripts/site/hosts.ts).
  const { deployTarget, productPages } = siteSettings();
  const twins = production && writesTwins(deployTarget);
  // The checkout's address levels from idn-area-data (~0.6 s to read): made here, as the folder's
  // name is their hash, which the app is given below.
  const regions = regionFiles(readRegionData());
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      // DIST_DIR: a second build beside dist/ (the browser tests of a catalogue on another origin).
      path: path.resolve(__dirname, process.env.DIST_DIR || 'dist'),
      publicPath: '/',
      // 8 hex digits tell a file's versions apart as well as more would, and the runtime carries
      // every chunk's: 10 cost initial JS about 30 bytes of gzip for nothing.
      filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      clean: true,
    },
    // A shop publishes no source maps (docs/security.md): they would hand every visitor the
    // source and its comments, and cost the host a file per chunk. SOURCE_MAPS=1 writes them for a
    // build that stays on a developer's machine.
    devtool: production ? (process.env.SOURCE_MAPS === '1' ? 'source-map' : false) : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package.json points every condition at its development build, whose
      // warnings then ship to shoppers (remix-run/react-router#14102); its production build is
      // the same file with them switched off (0.5 kB gzip less).
      alias: {
        ...(production ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') } : {}),
        // src/config/*.ts import the demo's facts; another shop's build reads hers.
        [demoOutput(__dirname).facts]: shopOutput.facts,
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Types are checked by `tsc --noEmit`; ES modules are essential for tree shaking and splitting.
            options: {
              transpileOnly: true,
              compilerOptions: { module: 'esnext', noEmit: false },
              // Strips the CSS in styled-components' templates of comments and spacing: the
              // comments explain the CSS to us, not to the shopper's phone (~0.5 kB gzip).
              getCustomTransformers: () => ({ before: [createStyledComponentsTransformer({ minify: true, ssr: false, displayName: false })] }),
            },
          },
        },
        trimReactRouter,
        // The shop's facts (generated from toko.csv): a plain object literal, as when they were
        // TypeScript, rather than webpack's JSON.parse('…') string, which is ~25 bytes more gzip.
        { test: /\.json$/, include: [shopOutput.facts], type: 'json', generator: { JSONParse: false } },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset/resource', generator: { filename: 'img/[name].[contenthash:10][ext]' } },
      ],
    },
    optimization: {
      usedExports: true,
      // Exports between chunks get one- or two-letter names by how often they're used, instead of
      // webpack's hash-derived ones (0.9 kB gzip less initial JS on `/`). A module whose exports
      // change may rename its others, so a deploy re-downloads a few more chunks.
      mangleExports: 'size',
      // webpack's default is `compress: { passes: 2 }`. A third pass, and treating a property
      // read as free of side effects even when the object might be null (no code here reads a
      // property only to throw), take 0.3 kB more gzip off every page.
      minimizeOptions: { javascript: { compress: { passes: 3, pure_getters: true } } },
      // webpack's runtime rides in main rather than a file of its own: one file fewer on the first
      // visit (~0.3 kB gzip less initial JS). The price, main changing with any chunk's hash, is
      // paid in the background: the service worker fetches each deploy's changed files anyway.
      runtimeChunk: false,
      splitChunks: {
        chunks: notSearchWorker,
        cacheGroups: {
          // 'initial' chunks, as the page's entry has them: the worker's own chunk is one too.
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: (chunk) => chunk.canBeInitial() && notSearchWorker(chunk), priority: 10 },
          // The catalogue's fetch and the home page's files' readers and schemas, with valibot: one
          // chunk for every page that reads the catalogue and for the first render's wait
          // (src/app/whenFirstRenderReady.ts), preloaded with the catalogue. valibot rides along
          // (one file fewer for a first visit); the stored lists' readers, which use it too, then
          // bring the catalogue's small loader with them.
          catalogLoader: {
            test: /[\\/](src[\\/](lib[\\/]formatPrice|features[\\/]catalog[\\/](loadCatalog|catalogUrl|resolveAssets|categorySchema|pricing|useCatalog|split[\\/](splitSchema|splitFiles|splitReaders|splitPaths|fetchCatalogJson|routeFiles|useSplitFiles|useFileStates|allFiles)))\.ts|node_modules[\\/]valibot[\\/])/,
            name: 'catalog-loader',
            chunks: 'async',
            enforce: true,
          },
          // The other catalogue pages' readers, schemas and first files (the product's schema
          // among them, ~1 kB gzip the home page does without), in one chunk that those pages'
          // chunk groups share with routeFiles.ts's import: index.html's preloads, which list a
          // page's group, have then already asked for what the first render waits for.
          catalogPages: {
            test: /[\\/]src[\\/]features[\\/](catalog[\\/](productSchema|filters|sorting|priceRanges|useShownCount|split[\\/](pageSchemas|pageReaders|pageFirstFiles|whenListingShown|filterIndex|giftListing|productLookup|useListing))|cart[\\/](fetchProductsByIds|preloadCartProducts|cartProductRefs))\.tsx?$/,
            name: 'catalog-pages',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      new DefinePlugin({ 'process.env.ADMIN_PASSCODE_SHA256': JSON.stringify(adminPasscodeHash()) }),
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', templateParameters: shopWords }),
      // The same page, never given a preview: what hosts and the service worker answer for any
      // other path, so /cart doesn't download the home page's pictures first.
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', filename: 'shell.html', templateParameters: shopWords }),
      new PaintFirstPlugin(),
      new DefinePlugin({ 'process.env.CATALOG_BASE_URL': JSON.stringify(catalogBaseUrl) }),
      new DefinePlugin({ 'process.env.REGION_BASE_URL': JSON.stringify(`/${regionFolder(regions.hash)}`) }),
      new RegionFilesPlugin(regions, twins),
      new CopyWebpackPlugin({
        patterns: [
          // Nothing else is in public/ today (noErrorOnMissing): the icons come from the catalogue below.
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/public/catalog/**'] }, noErrorOnMissing: true },
          // Her icons (favicon.png, favicon.ico, logo.png), made by catalog:build from her logo or initials (scripts/shop/shopIcons.ts), at the site's root.
          { from: path.join(catalogDir, 'ikon'), to: '.' },
          // A production build copies the catalogue beside webpack instead (CopyCatalogPlugin).
          ...(production ? [] : [{ from: catalogDir, to: 'catalog' }]),
        ],
      }),
      ...(production
        ? [
            // First of the plugins that tap afterEmit: the app before the catalogue and previews go in.
            ...(env?.appRecord ? [new AppRecordPlugin(path.resolve(env.appRecord))] : []),
            // V8's explicit compile hint: compile every function of the app's two first scripts on
            // a background thread while they stream in, instead of each on the page's thread when
            // first called (main's compiling on the page's thread 48 → 14 ms at full speed; TBT on
            // `/` 340 → 174 ms, median of three sittings of 3 runs, measure.sh). After the
            // minifier, which would drop the comment; before source maps and the compressed twins.
            new BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              entryOnly: false,
              include: /^js\/(vendor|main)\.[0-9a-f]+\.js$/,
              stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
            // The service worker (src/sw.ts), production only. It precaches this build's app shell
            // and chunks; the catalogue and images are cached at run time instead (they change
            // without a deploy), and source maps and the precompressed twins are never precached.
            new RoutePreloadPlugin(manifestFile(catalogBaseUrl)),
            new InjectManifest({
              swSrc: './src/sw.ts',
              swDest: 'sw.js',
              // _headers and _redirects are for the host (scripts/build/securityHeadersPlugin.ts), never served to a browser.
              exclude: [/\.map$/, /\.(gz|br)$/, /LICENSE/, /^catalog\//, /^images\//, /^_headers$/, /^_redirects$/, regionAssets],
              // The worker caches the catalogue where the pages read it (src/sw.ts).
              webpackCompilationPlugins: [new DefinePlugin({ 'process.env.CATALOG_BASE_URL': JSON.stringify(catalogBaseUrl) })],
            }),
            ...(twins
              ? [
                  new CompressionPlugin({ test: compressible, exclude: regionAssets, algorithm: twin(gzip), filename: '[path][base].gz', threshold: 0, minRatio: 1 }),
                  new CompressionPlugin({ test: compressible, exclude: regionAssets, algorithm: twin(brotli), filename: '[path][base].br', threshold: 0, minRatio: 1 }),
                ]
              : []),
            ...(shipsCatalog ? [new CopyCatalogPlugin(catalogDir, twins)] : []),
            // Last: paints the shopper's pages into static HTML previews (scripts/build/prerender.ts).
            // PRODUCT_PAGES=edge: no file per product page; the edge worker renders them (docs/edge.md).
            new PrerenderPlugin({ dir: catalogDir, base: catalogBaseUrl }, productPages),
            // After the previews: dist/_headers, the pages' <meta> policy, docs/nginx.conf, and a
            // check that every page's inline scripts are allowed (scripts/build/securityHeaders.ts).
            new SecurityHeadersPlugin(catalogBaseUrl, imageOrigins(process.env.CSP_IMAGE_ORIGINS), deployTarget, shopContact.signupUrl),
            // The product pages' renderer as Cloudflare Pages' _worker.js, with its _routes.json (scripts/edge/).
            ...(productPages === 'edge' ? [new EdgeWorkerPlugin()] : []),
            // Last, once everything is written: the output's files against the host's limits
            // (scripts/build/budget.ts); the catalogue folder counted apart, or where it goes instead.
            new BudgetPlugin(deployTarget, shipsCatalog ? { shipped: true } : { shipped: false, dir: catalogDir, url: catalogBaseUrl }),
          ]
        : []),
    ],
    devServer: {
      port: 8080,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: true,
      static: false,
    },
  };
};

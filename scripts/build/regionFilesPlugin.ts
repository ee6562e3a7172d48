import { Compilation, sources, type Compiler } from 'webpack';
import { brotliQuick, gzipQuick } from './precompress';
import { regionFolder, type RegionFiles } from '../regions/regionFiles';

/**
 * Emits the checkout's region files (scripts/regions/regionFiles.ts) as webpack assets under
 * `wilayah/<hash>/`, for `npm run build` and the dev server alike. In production each gets its
 * compressed twins here, with the quick settings (precompress.ts) as the split catalogue's do:
 * Zopfli on 553 files would add over a minute to every build for files an order fetches three of
 * (CompressionPlugin leaves this folder alone: webpack.config.ts). The service worker does not
 * precache them (InjectManifest's exclude) but caches the ones a shopper opens (src/sw.ts).
 */
export class RegionFilesPlugin {
  constructor(
    private readonly regions: RegionFiles,
    private readonly twins: boolean,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RegionFiles', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'RegionFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const folder = regionFolder(this.regions.hash);
        for (const [name, text] of this.regions.files) {
          const data = Buffer.from(text);
          compilation.emitAsset(folder + name, new sources.RawSource(data));
          if (!this.twins) continue;
          compilation.emitAsset(`${folder}${name}.gz`, new sources.RawSource(await gzipQuick(data)));
          compilation.emitAsset(`${folder}${name}.br`, new sources.RawSource(await brotliQuick(data)));
        }
      });
    });
  }
}

import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import appConfig from '../../../webpack.config';
import { weighFiles, type Weight } from '../initialJs';

export interface FloorWeight extends Weight {
  files: string[];
}

/**
 * Builds ./app.tsx with Langkah's own production settings (loaders, minifier, vendor and runtime
 * split) but none of its plugins, into `outDir`, and weighs every script it loads.
 */
export async function measureFloor(outDir: string): Promise<FloorWeight> {
  const base = appConfig(undefined, { mode: 'production' });
  const splitChunks = base.optimization?.splitChunks;
  const vendor = splitChunks ? splitChunks.cacheGroups?.vendor : undefined;
  if (!vendor) throw new Error("webpack.config.ts has no 'vendor' cache group to build the floor with");
  const config: Configuration = {
    ...base,
    entry: path.join(__dirname, 'app.tsx'),
    output: { path: outDir, filename: '[name].js', clean: true },
    devtool: false,
    plugins: [],
    optimization: { ...base.optimization, splitChunks: { chunks: 'all', cacheGroups: { vendor } } },
  };
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString('errors-only')));
      else resolve();
    }),
  );
  const files = fs.readdirSync(outDir).filter((file) => file.endsWith('.js'));
  return { files, ...(await weighFiles(outDir, files)) };
}

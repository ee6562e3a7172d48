import type { Configuration } from 'webpack';

/**
 * A production plugin whose afterEmit work reads the catalogue or writes pages from it (copying
 * the catalogue, the previews, the sitemap, the edge worker, the security check, the file
 * budget) offers it as `afterApp(dist, app)`: `dist` holds the app webpack wrote plus what the
 * steps before it added, `app` the app alone as webpack wrote it. A full build calls it from its
 * afterEmit hook; the catalogue-only update (catalogueOnly.ts) calls the same plugins, taken from
 * the same webpack.config.ts, in the same order, on the recorded app. A new plugin that writes
 * into dist/ after emit must offer it too, or the quick update would not write its files
 * (__tests__/scripts/catalogueOnly.test.ts compares the two ways file by file).
 */
export interface AfterAppStep {
  afterApp(dist: string, app: string): Promise<void>;
}

const isStep = (plugin: unknown): plugin is AfterAppStep => typeof (plugin as Partial<AfterAppStep> | null)?.afterApp === 'function';

/** Runs every step of a production configuration's plugins, in their order, on `dist`. */
export async function finishApp(config: Configuration, dist: string, app: string): Promise<void> {
  for (const plugin of config.plugins ?? []) if (isStep(plugin)) await plugin.afterApp(dist, app);
}

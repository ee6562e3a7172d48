import path from 'node:path';
import { DEMO_SHOP } from './demoShop';

/**
 * Where a shop's generated output lives: the one place that names these folders. `catalog:build`
 * writes a shop's facts (facts/*.json, read by src/config/*.ts) and its catalogue; webpack, jest
 * and the build's Node code read them from the folder SHOP_OUTPUT names.
 *
 * The demo shop's output is committed so that a fresh clone starts with it (`npm ci && npm start`):
 * its facts in generated/toko-contoh/facts (the path src/config/*.ts import), its catalogue in
 * public/catalog. Any other shop's goes to `.toko/<its folder's name>/` (gitignored), so building
 * her shop changes no committed file and several shops can be built side by side.
 */
export interface ShopOutput {
  /** The facts JSON files (factsFiles.ts names them). */
  facts: string;
  /** The built catalogue (manifest.json, the split, photos, rates). */
  catalog: string;
}

/** The env setting that points the build at a shop's output folder (holding facts/ and catalog/). */
export const SHOP_OUTPUT_ENV = 'SHOP_OUTPUT';

/** The demo's committed output, relative to the repository. */
export const DEMO_OUTPUT: ShopOutput = { facts: 'generated/toko-contoh/facts', catalog: 'public/catalog' };

/** Every other shop's output folder, under the repository (gitignored). */
export const SHOPS_OUTPUT_FOLDER = '.toko';

const inside = (folder: string): ShopOutput => ({ facts: path.join(folder, 'facts'), catalog: path.join(folder, 'catalog') });

/** The demo's committed output, as absolute paths. */
export const demoOutput = (root: string): ShopOutput => ({ facts: path.resolve(root, DEMO_OUTPUT.facts), catalog: path.resolve(root, DEMO_OUTPUT.catalog) });

/** The folder a shop's output goes to: `.toko/<folder name>/`, or none for the demo (its output is committed). */
export function outputFolderOf(root: string, shopDir: string): string | undefined {
  const dir = path.resolve(root, shopDir);
  return dir === path.resolve(root, DEMO_SHOP) ? undefined : path.join(root, SHOPS_OUTPUT_FOLDER, path.basename(dir));
}

/** Where `catalog:build` writes a shop folder's output. */
export function shopOutputOf(root: string, shopDir: string): ShopOutput {
  const folder = outputFolderOf(root, shopDir);
  return folder ? inside(folder) : demoOutput(root);
}

/**
 * The output a build reads: SHOP_OUTPUT's folder, else the demo's. CATALOG_DIR still names another
 * catalogue (the bench's generated shops of 5,000 products) with the same facts.
 */
export function shopOutputFrom(root: string, env: NodeJS.ProcessEnv = process.env): ShopOutput {
  const folder = env[SHOP_OUTPUT_ENV];
  const output = folder ? inside(path.resolve(root, folder)) : demoOutput(root);
  return env.CATALOG_DIR ? { ...output, catalog: path.resolve(root, env.CATALOG_DIR) } : output;
}

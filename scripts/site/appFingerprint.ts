import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { factsFiles } from '../shop/factsFiles';
import { SHOP_OUTPUT_ENV, shopOutputFrom } from '../shop/shopOutput';

/**
 * Everything the app's bundle (webpack's own output: scripts, pages, service worker, region
 * files, _headers) is made from, besides the catalogue: when none of it changed since the last
 * full build, `npm run toko` keeps that app and redoes only the catalogue's files and pages
 * (scripts/site/afterApp.ts, whose steps always run with the code of the day). Conservative on
 * purpose: every file under src/, scripts/ and public/, the build's settings files, the
 * lockfile, the shop's facts (in the output SHOP_OUTPUT names, shopOutput.ts), and the environment the build
 * reads. A change to any of them, even one that would not change the bundle, costs one full
 * build, never a stale app. Left out: the catalogue's folder, and the scripts that make the
 * catalogue, publish or measure, which webpack's compilation never imports.
 */
export const FINGERPRINT_INPUTS = {
  folders: ['src', 'scripts', 'public'],
  /** The catalogue (public/catalog for the demo) is what the catalogue-only update redoes. */
  skipped: ['public/catalog', 'scripts/catalog', 'scripts/shop', 'scripts/publish', 'scripts/bench'],
  files: ['webpack.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'playwright.config.ts'],
  env: [SHOP_OUTPUT_ENV, 'NODE_ENV', 'CATALOG_BASE_URL', 'CATALOG_DIR', 'DEPLOY_TARGET', 'PRODUCT_PAGES', 'SHOP_URL', 'ADMIN_PASSCODE_SHA256', 'CSP_IMAGE_ORIGINS', 'PREVIEWS_REQUIRED', 'CHROMIUM_PATH'],
} as const;

async function filesUnder(root: string, folder: string, skipped: readonly string[]): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !skipped.some((skip) => file === skip || file.startsWith(`${skip}/`)));
}

/** A hex SHA-256 of the inputs above: file names and contents in a fixed order, the settings, Node's version. */
export async function appFingerprint(root: string, env: NodeJS.ProcessEnv): Promise<string> {
  const { folders, skipped, files, env: names } = FINGERPRINT_INPUTS;
  const listed = (await Promise.all(folders.map((folder) => filesUnder(root, folder, skipped)))).flat();
  const facts = shopOutputFrom(root, env).facts;
  const factFiles = Object.values(factsFiles).map((file) => path.relative(root, path.join(facts, file)).split(path.sep).join('/'));
  const all = [...new Set([...listed, ...files, ...factFiles])].sort();
  const hash = createHash('sha256');
  for (const file of all) {
    const bytes = await fs.readFile(path.join(root, file)).catch(() => undefined);
    if (!bytes) continue;
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  for (const name of names) hash.update(`${name}=${env[name] ?? ''}\0`);
  hash.update(`node ${process.version}`);
  return hash.digest('hex');
}

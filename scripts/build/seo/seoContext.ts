/**
 * What every page's preview tags need to know beyond the page itself, read once per process:
 * the build settings (SHOP_URL), the share images' index that `catalog:build` writes, the
 * categories' names and where the catalogue is published (CATALOG_BASE_URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Category } from '../../../src/features/catalog/catalogTypes';
import { SHARE_INDEX_FILE, type ShareImageIndex } from '../../catalog/shareImages/shareImageIndex';
import { siteSettings } from '../../site/siteSettings';
import type { SeoContext } from './seoLinks';
import { shopOutputFrom } from '../../shop/shopOutput';

export type { SeoContext } from './seoLinks';

/**
 * The folder holding the built catalogue: dist/'s copy when the build ships it, else the one
 * `catalog:build` wrote (SHOP_OUTPUT's or the demo's, or CATALOG_DIR: scripts/shop/shopOutput.ts) for a catalogue published elsewhere.
 */
export function catalogueFolder(dist: string, env: NodeJS.ProcessEnv = process.env): string {
  const shipped = path.join(dist, 'catalog');
  return fs.existsSync(path.join(shipped, 'manifest.json')) ? shipped : shopOutputFrom(path.resolve(__dirname, '../../..'), env).catalog;
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

/** Throws SiteSettingError for a SHOP_URL or DEPLOY_TARGET that is set but wrong. */
export function seoContext(dist: string, env: NodeJS.ProcessEnv = process.env): SeoContext {
  const folder = catalogueFolder(dist, env);
  return {
    settings: siteSettings(env),
    shareImages: readJson<ShareImageIndex>(path.join(folder, SHARE_INDEX_FILE)),
    catalogBaseUrl: env.CATALOG_BASE_URL || '/catalog/',
    categories: readJson<{ categories: Category[] }>(path.join(folder, 'manifest.json'))?.categories ?? [],
  };
}

/** The build's one-line warnings for what the previews must go without; printed once, by prerender.ts. */
export function seoWarnings(context: SeoContext): string[] {
  const warnings: string[] = [];
  if (context.settings.shopUrl === undefined) {
    warnings.push('[seo] SHOP_URL is not set (SHOP_URL=https://tokoku.id npm run build): pages go without og:url, canonical, og:image, and no sitemap.xml');
  } else if (context.shareImages === undefined) {
    warnings.push(`[seo] no ${SHARE_INDEX_FILE} in the catalogue (npm run catalog:build makes the share images): pages go without og:image`);
  }
  return warnings;
}

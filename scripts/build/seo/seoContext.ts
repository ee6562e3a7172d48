/**
 * What every page's preview tags need to know beyond the page itself, read once per process:
 * the build settings (SHOP_URL), the share images' index that `catalog:build` writes, the
 * categories' names and where the catalogue is published (CATALOG_BASE_URL).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Category } from '../../../src/features/catalog/catalogTypes';
import { SHARE_INDEX_FILE, type ShareImage, type ShareImageIndex } from '../../catalog/shareImages/shareImageIndex';
import { absoluteUrl, siteSettings, type SiteSettings } from '../../site/siteSettings';
import type { HeadImage } from './headTags';

export interface SeoContext {
  settings: SiteSettings;
  /** Undefined until `catalog:build` has made the share images: pages then go without og:image. */
  shareImages: ShareImageIndex | undefined;
  /** CATALOG_BASE_URL, or the shipped catalogue's '/catalog/'. */
  catalogBaseUrl: string;
  categories: Pick<Category, 'slug' | 'name'>[];
}

/**
 * The folder holding the built catalogue: dist/'s copy when the build ships it, else the one
 * `catalog:build` wrote (CATALOG_DIR or public/catalog) for a catalogue published elsewhere.
 */
export function catalogueFolder(dist: string, env: NodeJS.ProcessEnv = process.env): string {
  const shipped = path.join(dist, 'catalog');
  return fs.existsSync(path.join(shipped, 'manifest.json')) ? shipped : path.resolve(env.CATALOG_DIR || 'public/catalog');
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

/** A page's absolute address; undefined without SHOP_URL. */
export const pageUrl = (context: SeoContext, pagePath: string): string | undefined => absoluteUrl(context.settings, pagePath);

/** A picture as the catalogue resolved it (root-relative on the shop, or absolute on a CDN), absolute. */
export const absolutePicture = (context: SeoContext, url: string): string | undefined => (/^https?:\/\//i.test(url) ? url : absoluteUrl(context.settings, url));

/**
 * A share image's og:image: relative to the catalogue folder, which is CATALOG_BASE_URL when that
 * is absolute (a catalogue on another host), else a folder of the shop (SHOP_URL + '/catalog/').
 */
export function shareImage(context: SeoContext, image: ShareImage | undefined): HeadImage | undefined {
  if (!image) return undefined;
  const base = context.catalogBaseUrl.endsWith('/') ? context.catalogBaseUrl : `${context.catalogBaseUrl}/`;
  const url = /^https?:\/\//i.test(base) ? new URL(image.path, base).href : absoluteUrl(context.settings, base + image.path);
  return url ? { url, alt: image.alt } : undefined;
}

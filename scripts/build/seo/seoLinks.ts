/**
 * The absolute addresses in a page's head tags, from what SeoContext knows: no file system here,
 * so the edge worker (scripts/edge/) builds the same tags as the build's previews.
 */
import type { Category } from '../../../src/features/catalog/catalogTypes';
import type { ShareImage, ShareImageIndex } from '../../catalog/shareImages/shareImageIndex';
import { absoluteUrl, type SiteSettings } from '../../site/siteSettings';
import type { HeadImage } from './headTags';

export interface SeoContext {
  settings: SiteSettings;
  /** Undefined until `catalog:build` has made the share images: pages then go without og:image. */
  shareImages: ShareImageIndex | undefined;
  /** CATALOG_BASE_URL, or the shipped catalogue's '/catalog/'. */
  catalogBaseUrl: string;
  categories: Pick<Category, 'slug' | 'name'>[];
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

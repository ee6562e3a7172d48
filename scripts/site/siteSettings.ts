/**
 * The build settings that say where the shop is published (issues 53 and 56). One place reads
 * them, so the prerender, the sitemap, the host's headers and the file budget agree:
 * - `SHOP_URL`: the shop's public address (`https://tokoku.id`), for what must be absolute: link
 *   previews' `og:url` and `og:image`, `<link rel="canonical">`, the sitemap, robots.txt.
 * - `DEPLOY_TARGET`: the host, `nginx` (the default: precompressed twins, docs/nginx.conf),
 *   `cloudflare` or `netlify` (they compress on their own; `_headers` and `_redirects`).
 * - `PRODUCT_PAGES`: `static` (the default: a file per product page, its preview painted by the
 *   build) or `edge` (no product page files: Cloudflare Pages renders each at request time with
 *   the same renderer, scripts/edge/; docs/edge.md). Only Cloudflare has the edge here.
 * Documented beside CATALOG_BASE_URL in docs/catalog.md and in README's build section.
 */

export const deployTargets = ['nginx', 'cloudflare', 'netlify'] as const;
export type DeployTarget = (typeof deployTargets)[number];

export const productPageModes = ['static', 'edge'] as const;
export type ProductPages = (typeof productPageModes)[number];

export interface SiteSettings {
  /** Without a trailing slash; undefined when SHOP_URL is not set (tags that need it are left out). */
  shopUrl: string | undefined;
  deployTarget: DeployTarget;
  productPages: ProductPages;
}

/** Thrown for a setting that is set but wrong: the build stops with this one line. */
export class SiteSettingError extends Error {}

export function siteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const deployTarget = deployTargetFrom(env.DEPLOY_TARGET);
  return { shopUrl: shopUrlFrom(env.SHOP_URL), deployTarget, productPages: productPagesFrom(env.PRODUCT_PAGES, deployTarget) };
}

function productPagesFrom(raw: string | undefined, target: DeployTarget): ProductPages {
  const text = raw?.trim().toLowerCase() || 'static';
  if (!(productPageModes as readonly string[]).includes(text)) throw new SiteSettingError(`PRODUCT_PAGES must be one of ${productPageModes.join(', ')} (got ${JSON.stringify(raw)})`);
  // The worker is a Cloudflare Pages `_worker.js`: another host would serve the shell for every product.
  if (text === 'edge' && target !== 'cloudflare') throw new SiteSettingError(`PRODUCT_PAGES=edge needs DEPLOY_TARGET=cloudflare (got DEPLOY_TARGET=${target}): only Cloudflare Pages runs the edge worker`);
  return text as ProductPages;
}

function shopUrlFrom(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SiteSettingError(`SHOP_URL is not an address: ${JSON.stringify(text)} (for example SHOP_URL=https://tokoku.id)`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new SiteSettingError(`SHOP_URL must start with https:// (got ${url.protocol})`);
  if (url.search || url.hash) throw new SiteSettingError(`SHOP_URL is the shop's address alone, without ? or #: ${text}`);
  return url.href.replace(/\/+$/, '');
}

function deployTargetFrom(raw: string | undefined): DeployTarget {
  const text = raw?.trim().toLowerCase() || 'nginx';
  if ((deployTargets as readonly string[]).includes(text)) return text as DeployTarget;
  throw new SiteSettingError(`DEPLOY_TARGET must be one of ${deployTargets.join(', ')} (got ${JSON.stringify(raw)})`);
}

/** An absolute URL on the shop for a root-relative path ('/produk/x'); undefined without SHOP_URL. */
export const absoluteUrl = (settings: SiteSettings, pagePath: string): string | undefined =>
  settings.shopUrl === undefined ? undefined : settings.shopUrl + (pagePath.startsWith('/') ? pagePath : `/${pagePath}`);

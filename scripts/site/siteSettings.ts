/**
 * The build settings that say where the shop is published (issues 53 and 56). One place reads
 * them, so the prerender, the sitemap, the host's headers and the file budget agree:
 * - `SHOP_URL`: the shop's public address (`https://tokoku.id`), for what must be absolute: link
 *   previews' `og:url` and `og:image`, `<link rel="canonical">`, the sitemap, robots.txt.
 * - `DEPLOY_TARGET`: the host, `nginx` (the default: precompressed twins, docs/nginx.conf),
 *   `cloudflare` or `netlify` (they compress on their own; `_headers` and `_redirects`).
 * Documented beside CATALOG_BASE_URL in docs/catalog.md and in README's build section.
 */

export const deployTargets = ['nginx', 'cloudflare', 'netlify'] as const;
export type DeployTarget = (typeof deployTargets)[number];

export interface SiteSettings {
  /** Without a trailing slash; undefined when SHOP_URL is not set (tags that need it are left out). */
  shopUrl: string | undefined;
  deployTarget: DeployTarget;
}

/** Thrown for a setting that is set but wrong: the build stops with this one line. */
export class SiteSettingError extends Error {}

export function siteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return { shopUrl: shopUrlFrom(env.SHOP_URL), deployTarget: deployTargetFrom(env.DEPLOY_TARGET) };
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

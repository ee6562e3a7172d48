/**
 * dist/robots.txt. Crawlers are kept out of the pages that are a shopper's own (her account,
 * orders, nota, favourites, cart) or the staff's, and out of search results and shared carts,
 * whose addresses are endless; the sitemap names everything else worth finding.
 */
import { paths } from '../../../src/lib/paths';

/**
 * Prefixes, as robots.txt matches them. `/cart` covers shared-cart links (`/cart?bagikan=…`,
 * sharedCartCodec.ts) with the cart page itself: painted empty for a crawler, it is nobody's
 * cart and nothing to find. `/cari` is the shop's search: a page per query, each a copy of the
 * catalogue's (Google asks sites to keep such pages out).
 */
export const disallowedPaths: readonly string[] = [paths.admin, paths.login, paths.user, paths.nota, paths.orders, paths.favorites, paths.cart, '/cari'];

/** robots.txt; with the sitemap's absolute address when there is one (SHOP_URL set). */
export function robotsTxt(sitemapUrl: string | undefined): string {
  const lines = ['User-agent: *', ...disallowedPaths.map((prefix) => `Disallow: ${prefix}`)];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}

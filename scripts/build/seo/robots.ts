/**
 * dist/robots.txt. Crawlers are kept out of the pages that are a shopper's own (her account,
 * orders, nota, favourites) or the staff's, and out of search results and shared carts,
 * whose addresses are endless; the sitemap names everything else worth finding.
 */
import { paths } from '../../../src/lib/paths';

/**
 * Prefixes, as robots.txt matches them: the list, then `/cart?`, shared-cart links
 * (`/cart?bagikan=…`, sharedCartCodec.ts), endless and each somebody's, and `/cari?`, search
 * results, a page per query (Google asks sites to keep those out). Not `/cart` or `/cari`
 * themselves: Lighthouse's SEO audit marks a page robots.txt blocks (the cart fell from 100 to
 * 66), and the empty cart and the search page harm no one.
 */
export const disallowedPaths: readonly string[] = [paths.admin, paths.login, paths.user, paths.nota, paths.orders, paths.favorites, `${paths.cart}?`, '/cari?'];

/** robots.txt; with the sitemap's absolute address when there is one (SHOP_URL set). */
export function robotsTxt(sitemapUrl: string | undefined): string {
  const lines = ['User-agent: *', ...disallowedPaths.map((prefix) => `Disallow: ${prefix}`)];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return `${lines.join('\n')}\n`;
}

/**
 * dist/sitemap.xml: a sitemap index naming files of at most 50,000 addresses each (the
 * protocol's limit, sitemaps.org), sitemap-1.xml, sitemap-2.xml, … . Pure: the prerender gives
 * the pages (sitePages.ts) and writes the files.
 */

export interface SitemapPage {
  /** Root-relative: '/produk/sepatu'. */
  path: string;
  /** W3C date (YYYY-MM-DD or a full timestamp with its zone), from the catalogue. */
  lastmod?: string;
}

/** The protocol's most per file. */
export const SITEMAP_LIMIT = 50_000;
export const SITEMAP_INDEX = 'sitemap.xml';
export const sitemapFileName = (index: number) => `sitemap-${index + 1}.xml`;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const lastmodTag = (lastmod: string | undefined) => (lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '');
const newest = (dates: (string | undefined)[]) => dates.reduce<string | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined);

/**
 * A date as the sitemap protocol takes it: a day stays a day; a timestamp (the catalogue allows
 * one) becomes UTC with its zone, which the protocol requires. Anything else is left out.
 */
export function w3cDate(date: string | undefined): string | undefined {
  if (!date) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().replace(/\.000Z$/, 'Z');
}

/** The index and its files, by name (`[name, xml]`), the index first. `limit` is a parameter for tests. */
export function sitemapFiles(shopUrl: string, pages: readonly SitemapPage[], limit = SITEMAP_LIMIT): [string, string][] {
  const files: [string, string][] = [];
  const lastmods: (string | undefined)[] = [];
  for (let start = 0; start < pages.length || start === 0; start += limit) {
    const part = pages.slice(start, start + limit);
    const urls = part.map(({ path, lastmod }) => `<url><loc>${escapeXml(shopUrl + path)}</loc>${lastmodTag(lastmod)}</url>`);
    files.push([
      sitemapFileName(files.length),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    ]);
    lastmods.push(newest(part.map(({ lastmod }) => lastmod)));
  }
  const entries = files.map(([name], index) => `<sitemap><loc>${escapeXml(`${shopUrl}/${name}`)}</loc>${lastmodTag(lastmods[index])}</sitemap>`);
  const index = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
  return [[SITEMAP_INDEX, index], ...files];
}

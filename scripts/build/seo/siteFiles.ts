/**
 * What the build writes for search engines and link previews besides each page's tags:
 * shell.html's shop-level tags (and index.html's, when Chromium painted no home page),
 * dist/sitemap.xml with its files, and dist/robots.txt. Run by prerender.ts after the previews.
 */
import fs from 'node:fs';
import path from 'node:path';
import { shop } from '../../../src/config/shop';
import type { Catalog } from '../../../src/features/catalog/catalogTypes';
import { pageTitle } from '../../../src/lib/usePageMeta';
import { shopOutputFrom } from '../../shop/shopOutput';
import { absoluteUrl } from '../../site/siteSettings';
import { brotli, brotliQuick, gzip, gzipQuick, writeWithTwins } from '../precompress';
import { withHead } from './headTags';
import { shellHead, shopPageHead } from './pageHeads';
import { robotsTxt } from './robots';
import { catalogueFolder, type SeoContext } from './seoContext';
import { sitePages } from './sitePages';
import { SITEMAP_INDEX, sitemapFiles } from './sitemap';

/**
 * A file with the compressed twins nginx serves (docs/nginx.conf) when the host is nginx; the
 * others compress on their own. The sitemap's files take the quick settings (one of 50,000
 * addresses is ~4 MB; Zopfli would take most of a minute for a file crawlers fetch rarely).
 */
async function writeSiteFile(dist: string, name: string, text: string, seo: SeoContext, quick: boolean): Promise<void> {
  const file = path.join(dist, name);
  fs.writeFileSync(file, text);
  if (seo.settings.deployTarget !== 'nginx') return;
  const [gz, br] = quick ? await Promise.all([gzipQuick(text), brotliQuick(text)]) : await Promise.all([gzip(text), brotli(text)]);
  fs.writeFileSync(`${file}.gz`, gz);
  fs.writeFileSync(`${file}.br`, br);
}

export async function writeSiteFiles(dist: string, seo: SeoContext): Promise<void> {
  const started = Date.now();
  // The shell already has twins (CompressionPlugin's): they are rewritten with it, never left stale.
  const shell = path.join(dist, 'shell.html');
  const shopText = { title: pageTitle(''), description: shop.description };
  if (fs.existsSync(shell)) await writeWithTwins(shell, withHead(fs.readFileSync(shell, 'utf8'), shopText, shellHead(seo)));
  const index = path.join(dist, 'index.html');
  if (fs.existsSync(index)) {
    const html = fs.readFileSync(index, 'utf8');
    if (!html.includes('data-prerendered=')) await writeWithTwins(index, withHead(html, shopText, shopPageHead(seo, { path: '/', ...shopText })));
  }

  const { shopUrl } = seo.settings;
  let sitemap = '';
  if (shopUrl !== undefined) {
    // catalog:build's whole-catalogue file stays in its own folder: the build no longer ships it
    // (the support console reads the split files), so dist/catalog has none.
    const catalogFile = [catalogueFolder(dist), shopOutputFrom(path.resolve(__dirname, '../../..')).catalog]
      .map((folder) => path.join(folder, 'catalog.json'))
      .find((file) => fs.existsSync(file));
    if (catalogFile) {
      const pages = sitePages(JSON.parse(fs.readFileSync(catalogFile, 'utf8')) as Catalog);
      const files = sitemapFiles(shopUrl, pages);
      for (const [name, xml] of files) await writeSiteFile(dist, name, xml, seo, true);
      sitemap = `sitemap.xml: ${pages.length} addresses in ${files.length - 1} file(s), `;
    } else {
      console.warn(`[seo] no sitemap.xml: no catalog.json in ${catalogueFolder(dist)} or the shop's output (SHOP_OUTPUT, CATALOG_DIR) to list the pages from`);
    }
  }
  await writeSiteFile(dist, 'robots.txt', robotsTxt(shopUrl === undefined || !sitemap ? undefined : absoluteUrl(seo.settings, `/${SITEMAP_INDEX}`)), seo, false);
  console.log(`[seo] ${sitemap}robots.txt, shell.html's tags in ${Date.now() - started} ms`);
}

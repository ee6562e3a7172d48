/**
 * Issue 53's figures for the link-preview tags and the sitemap, printed as lines:
 * - `tsx scripts/bench/seoBench.ts growth <dist>`: each product page's HTML growth in gzip
 *   bytes (zlib level 9, the quick twins' setting) from its tags and JSON-LD, over dist/shell.html
 *   (largest, median), plus `/` and a category from dist/'s painted pages when they are there;
 * - `tsx scripts/bench/seoBench.ts sitemap 5000 50000`: the sitemap's time and bytes at those
 *   product counts (made-up slugs; the categories of the shipped catalogue).
 * Run with SHOP_URL set (absolute tags are most of the bytes) and a share-image index in the catalogue.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { productPageRenderer } from '../build/productPreviews';
import { withPreview } from '../build/prerender';
import { productPageHead, shopPageHead } from '../build/seo/pageHeads';
import { seoContext } from '../build/seo/seoContext';
import { sitePages } from '../build/seo/sitePages';
import { sitemapFiles } from '../build/seo/sitemap';

const gzipBytes = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

async function growth(dist: string): Promise<void> {
  const seo = seoContext(dist);
  const shell = fs.readFileSync(path.join(dist, 'shell.html'), 'utf8');
  const catalog = JSON.parse(fs.readFileSync(path.join(dist, 'catalog', 'catalog.json'), 'utf8')) as { products: { slug: string }[] };
  const render = productPageRenderer(dist);
  const grown: [number, string][] = [];
  const started = Date.now();
  for (const { slug } of catalog.products) {
    const page = await render(slug);
    grown.push([gzipBytes(withPreview(shell, page, productPageHead(seo, page.product, page))) - gzipBytes(withPreview(shell, page)), slug]);
  }
  grown.sort((a, b) => a[0] - b[0]);
  const median = grown[Math.floor(grown.length / 2)]!;
  console.log(`product pages (${grown.length}, ${Date.now() - started} ms): gzip growth median ${median[0]} B (${median[1]}), largest ${grown.at(-1)![0]} B (${grown.at(-1)![1]})`);
  // A painted page as built: its tags taken out again (they are what shopPageHead gives for its title and description) for the "before".
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  for (const pagePath of ['/', '/kategori/sepatu']) {
    const file = path.join(dist, pagePath, 'index.html');
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const title = unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    const description = unescape(/<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '');
    const { head, data } = shopPageHead(seo, { path: pagePath, title, description });
    if (!html.includes(head) || !html.includes(data)) throw new Error(`${file} does not hold this build's tags (SHOP_URL, share images as when it was built?)`);
    console.log(`${pagePath}: gzip growth ${gzipBytes(html) - gzipBytes(html.replace(head, '').replace(data, ''))} B`);
  }
}

function sitemap(counts: number[]): void {
  const categories = ['sepatu', 'sandal', 'tas', 'atasan', 'bawahan', 'aksesoris'].map((slug) => ({ slug }));
  for (const count of counts) {
    const products = Array.from({ length: count }, (_, index) => ({
      slug: `produk-contoh-nomor-${index + 1}`,
      category: categories[index % categories.length]!.slug,
      createdAt: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
      price: 100_000,
      ...(index % 5 === 0 ? { salePrice: 80_000 } : {}),
      tags: index % 7 === 0 ? ['hadiah'] : [],
    }));
    const started = process.hrtime.bigint();
    const files = sitemapFiles('https://langkah.example', sitePages({ categories, products }));
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const bytes = files.reduce((sum, [, xml]) => sum + Buffer.byteLength(xml), 0);
    console.log(`sitemap at ${count} products: ${ms.toFixed(0)} ms, ${files.length - 1} file(s), ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
  }
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'growth') void growth(rest[0] ?? 'dist');
else if (command === 'sitemap') sitemap(rest.map(Number));
else console.error('usage: tsx scripts/bench/seoBench.ts growth <dist> | sitemap <count>…');

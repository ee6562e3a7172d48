/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Product as ProductLd, WithContext } from 'schema-dts';
import { productJsonLd } from '../../../scripts/build/seo/productJsonLd';
import { disallowedPaths, robotsTxt } from '../../../scripts/build/seo/robots';
import { seoContext } from '../../../scripts/build/seo/seoContext';
import { writeSiteFiles } from '../../../scripts/build/seo/siteFiles';
import { sitePages } from '../../../scripts/build/seo/sitePages';
import { sitemapFiles, w3cDate } from '../../../scripts/build/seo/sitemap';
import type { Product } from '../../../src/features/catalog/catalogTypes';
import { sharedCartUrl } from '../../../src/features/sharedCart/sharedCartCodec';
import { fixtureDist, googleProductProblems, SHOP } from './seo-test-utils';

const product = (slug: string, createdAt: string, more: Partial<Product> = {}) => ({ slug, category: 'sepatu', createdAt, price: 100_000, tags: [] as string[], ...more });

it('lists every page a shopper can land on, each dated by the newest product it shows', () => {
  const pages = sitePages({
    categories: [{ slug: 'sepatu' }, { slug: 'tas' }],
    products: [
      product('a', '2025-01-05'),
      product('b', '2025-03-01T10:00:00+07:00', { category: 'tas', salePrice: 80_000 }),
      product('c', '2025-02-01', { tags: ['hadiah'] }),
    ],
  });
  expect(pages).toEqual([
    { path: '/', lastmod: '2025-03-01T03:00:00Z' },
    { path: '/onsale', lastmod: '2025-03-01T03:00:00Z' },
    { path: '/gift', lastmod: '2025-02-01' },
    { path: '/custom' },
    { path: '/kategori/sepatu', lastmod: '2025-02-01' },
    { path: '/kategori/tas', lastmod: '2025-03-01T03:00:00Z' },
    { path: '/produk/a', lastmod: '2025-01-05' },
    { path: '/produk/b', lastmod: '2025-03-01T03:00:00Z' },
    { path: '/produk/c', lastmod: '2025-02-01' },
  ]);
  expect(w3cDate('bukan tanggal')).toBeUndefined();
});

it('splits the addresses into files of at most `limit`, named by an index with the newest lastmod of each', () => {
  const pages = Array.from({ length: 5 }, (_, index) => ({ path: `/produk/p${index}`, lastmod: `2025-01-0${index + 1}` }));
  const files = sitemapFiles(SHOP, pages, 2);
  expect(files.map(([name]) => name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml']);
  const [[, index], [, first], , [, last]] = files as [[string, string], [string, string], [string, string], [string, string]];
  expect(index).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `<sitemap><loc>${SHOP}/sitemap-1.xml</loc><lastmod>2025-01-02</lastmod></sitemap>\n` +
      `<sitemap><loc>${SHOP}/sitemap-2.xml</loc><lastmod>2025-01-04</lastmod></sitemap>\n` +
      `<sitemap><loc>${SHOP}/sitemap-3.xml</loc><lastmod>2025-01-05</lastmod></sitemap>\n</sitemapindex>\n`,
  );
  expect(first).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      `<url><loc>${SHOP}/produk/p0</loc><lastmod>2025-01-01</lastmod></url>\n<url><loc>${SHOP}/produk/p1</loc><lastmod>2025-01-02</lastmod></url>\n</urlset>\n`,
  );
  expect(last.match(/<url>/g)).toHaveLength(1);
  // The protocol's own limit by default: 50,000 addresses in one file, the next one in a second.
  const many = Array.from({ length: 50_001 }, (_, index) => ({ path: `/produk/p${index}` }));
  expect(sitemapFiles(SHOP, many).map(([name]) => name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
});

it('escapes what XML must not hold raw', () => {
  const file = sitemapFiles('https://toko.example/a&b', [{ path: "/produk/x'<y>" }])[1]![1];
  expect(file).toContain('<loc>https://toko.example/a&amp;b/produk/x&apos;&lt;y&gt;</loc>');
});

it("keeps crawlers out of the shopper's own pages, the staff's, search and shared carts, and names the sitemap", () => {
  expect(robotsTxt(`${SHOP}/sitemap.xml`)).toBe(
    'User-agent: *\nDisallow: /admin\nDisallow: /login\nDisallow: /user\nDisallow: /nota\nDisallow: /pesanan\nDisallow: /favorit\nDisallow: /cart?\nDisallow: /cari?\n\n' +
      `Sitemap: ${SHOP}/sitemap.xml\n`,
  );
  expect(robotsTxt(undefined)).not.toContain('Sitemap');
  // A shared cart's link, as the 'Bagikan keranjang' button makes it, is under a disallowed prefix.
  const shared = new URL(sharedCartUrl(SHOP, [{ id: 'lk-001', name: 'x', price: 1, image: '', selectedColor: 'Putih', selectedSize: '40', quantity: 1 } as never]));
  expect(shared.pathname).toBe('/cart');
  expect(disallowedPaths.some((prefix) => (shared.pathname + shared.search).startsWith(prefix))).toBe(true);
  // Pages a shopper lands on stay open, the cart and the search page too (Lighthouse's SEO audit).
  for (const open of ['/produk/sepatu', '/kategori/tas', '/cart', '/cari']) expect(disallowedPaths.some((prefix) => open.startsWith(prefix))).toBe(false);
});

it('a product that comes one way only is a Product with one Offer, as Google asks', () => {
  const only: Product = {
    ...product('topi', '2025-01-01', { salePrice: 75_000 }),
    id: 7,
    name: 'Topi',
    description: 'Topi jerami',
    colorOptions: [{ color: 'Krem', image: '/catalog/img/topi.jpg' }],
    sizes: [],
    image: '/catalog/img/topi.jpg',
  };
  const ld: WithContext<ProductLd> | object = productJsonLd(only, { shopName: 'Langkah', pageUrl: `${SHOP}/produk/topi`, absolute: (url) => SHOP + url });
  expect(ld).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Topi',
    description: 'Topi jerami',
    brand: { '@type': 'Brand', name: 'Langkah' },
    image: [`${SHOP}/catalog/img/topi.jpg`],
    sku: '7',
    color: 'Krem',
    offers: { '@type': 'Offer', price: 75_000, priceCurrency: 'IDR', availability: 'https://schema.org/InStock', itemCondition: 'https://schema.org/NewCondition', url: `${SHOP}/produk/topi` },
  });
  expect(googleProductProblems(ld as Record<string, unknown>)).toEqual([]);
});

it('the build writes sitemap.xml, its files and robots.txt, with nginx twins; without SHOP_URL only robots.txt', async () => {
  const dist = fixtureDist();
  // As the build ships it: no catalog.json in dist/catalog; the sitemap reads catalog:build's own.
  fs.rmSync(path.join(dist, 'catalog', 'catalog.json'));
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await writeSiteFiles(dist, seoContext(dist, { SHOP_URL: SHOP }));
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
    const urls = fs.readFileSync(path.join(dist, 'sitemap-1.xml'), 'utf8').match(/<url>/g);
    const { products, categories } = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../public/catalog/catalog.json'), 'utf8')) as { products: unknown[]; categories: unknown[] };
    expect(urls).toHaveLength(4 + categories.length + products.length);
    for (const name of ['sitemap.xml', 'sitemap-1.xml', 'robots.txt']) {
      expect(fs.existsSync(path.join(dist, `${name}.gz`)) && fs.existsSync(path.join(dist, `${name}.br`))).toBe(true);
    }
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-bare-'));
    await writeSiteFiles(bare, seoContext(bare, { DEPLOY_TARGET: 'netlify', CATALOG_DIR: path.join(dist, 'catalog') }));
    expect(fs.readdirSync(bare)).toEqual(['robots.txt']);
    fs.rmSync(bare, { recursive: true, force: true });
  } finally {
    log.mockRestore();
    fs.rmSync(dist, { recursive: true, force: true });
  }
});

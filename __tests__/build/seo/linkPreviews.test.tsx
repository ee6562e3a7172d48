/** @jest-environment node */
/**
 * Every kind of prerendered page, read as a chat app's link preview reads it (open-graph-scraper)
 * and as a search engine reads its JSON-LD: the values, and that they are what the page shows.
 */
import fs from 'node:fs';
import type { BreadcrumbList, ClothingStore, ProductGroup, WithContext } from 'schema-dts';
import { withPreview, type Snapshot } from '../../../scripts/build/prerender';
import { productPageRenderer } from '../../../scripts/build/productPreviews';
import { productPageHead, shellHead, shopPageHead } from '../../../scripts/build/seo/pageHeads';
import { seoContext, seoWarnings } from '../../../scripts/build/seo/seoContext';
import { withHead } from '../../../scripts/build/seo/headTags';
import { isSizeAvailable } from '../../../src/features/catalog/stock';
import { canonical, fixtureDist, googleProductProblems, jsonLd, openGraph, SHOP, template } from './seo-test-utils';
import { splitFilePath, splitPaths } from '../../../src/features/catalog/split/splitPaths';
import type { SplitManifest } from '../../../src/features/catalog/split/splitTypes';

const dist = fixtureDist();
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const seo = seoContext(dist, { SHOP_URL: `${SHOP}/` });

const shot = (path: string, title: string, description = 'Deskripsi halaman'): Snapshot => ({ path, title, description, html: `<main><h1>${title}</h1></main>`, css: '' });
const shopPage = (path: string, title: string) => withPreview(template, shot(path, title), shopPageHead(seo, shot(path, title)));
async function productPage(slug: string) {
  // The renderer points `fetch` at its dist/: made anew, as the hostile name's test points it elsewhere.
  const page = await productPageRenderer(dist)(slug);
  return { page, html: withPreview(template, page, productPageHead(seo, page.product, page)) };
}

/** The price the page shows first under its heading (PriceTag: the price paid today), in rupiah. */
const shownPrice = (html: string) => Number(/<h1[\s\S]*?Rp\u00a0([\d.]+)/.exec(html)![1]!.replace(/\./g, ''));

it('home: the shop-level tags, og:url equal to the canonical, the shop image, and the shop as a ClothingStore', async () => {
  const html = shopPage('/', 'Langkah — Melangkah Bersama, Setiap Hari');
  const og = await openGraph(html);
  expect(og).toMatchObject({
    ogTitle: 'Langkah — Melangkah Bersama, Setiap Hari',
    ogDescription: 'Deskripsi halaman',
    ogType: 'website',
    ogSiteName: 'Langkah',
    ogLocale: 'id_ID',
    ogUrl: `${SHOP}/`,
    twitterCard: 'summary_large_image',
  });
  expect(canonical(html)).toBe(og.ogUrl);
  expect(og.ogImage).toEqual([{ url: `${SHOP}/catalog/bagikan/toko.jpg`, type: 'image/jpeg', width: '1200', height: '630', alt: 'Langkah: sepatu, tas dan pakaian' }]);
  const [store] = jsonLd(html) as WithContext<ClothingStore & object>[];
  expect(store).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'ClothingStore',
    name: 'Langkah',
    url: `${SHOP}/`,
    logo: `${SHOP}/logo.png`,
    image: `${SHOP}/catalog/bagikan/toko.jpg`,
    telephone: '+6281234567890',
    address: { '@type': 'PostalAddress', streetAddress: 'Jl. Braga No. 21, Sumur Bandung, Kota Bandung, Jawa Barat 40111', postalCode: '40111', addressCountry: 'ID' },
    geo: { '@type': 'GeoCoordinates', latitude: -6.9175, longitude: 107.6096 },
    sameAs: ['https://www.instagram.com/langkah.id', 'https://www.youtube.com/@langkah.id', 'https://www.tiktok.com/@langkah.id'],
  });
});

it('a list (/onsale): its own title and address, the shop image, no JSON-LD', async () => {
  const html = shopPage('/onsale', 'On Sale · Langkah');
  const og = await openGraph(html);
  expect(og).toMatchObject({ ogTitle: 'On Sale · Langkah', ogType: 'website', ogUrl: `${SHOP}/onsale`, twitterCard: 'summary_large_image' });
  expect(canonical(html)).toBe(`${SHOP}/onsale`);
  expect(og.ogImage?.[0]?.url).toBe(`${SHOP}/catalog/bagikan/toko.jpg`);
  expect(jsonLd(html)).toEqual([]);
});

it('a category: its address and the BreadcrumbList of the trail the page shows (Home / Sepatu)', async () => {
  const html = shopPage('/kategori/sepatu', 'Sepatu · Langkah');
  const og = await openGraph(html);
  expect(og).toMatchObject({ ogUrl: `${SHOP}/kategori/sepatu`, ogType: 'website' });
  expect(canonical(html)).toBe(og.ogUrl);
  const [trail] = jsonLd(html) as WithContext<BreadcrumbList & object>[];
  expect(trail).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SHOP}/` },
      { '@type': 'ListItem', position: 2, name: 'Sepatu', item: `${SHOP}/kategori/sepatu` },
    ],
  });
});

it('a product with colours and sizes: og:type product, its price and image, and a ProductGroup with a variant per colour and size', async () => {
  const { page, html } = await productPage('sneakers-kanvas-klasik');
  const og = await openGraph(html);
  expect(og).toMatchObject({ ogTitle: 'Sneakers Kanvas Klasik', ogType: 'product', ogUrl: `${SHOP}/produk/sneakers-kanvas-klasik`, ogLocale: 'id_ID', twitterCard: 'summary_large_image' });
  expect(canonical(html)).toBe(og.ogUrl);
  // The tags in the head; the JSON-LD (~10 KB here before gzip) at the end of the body, after the head's preloads and the preview.
  expect(html.indexOf('property="og:title"')).toBeLessThan(html.indexOf('</head>'));
  expect(html.indexOf('application/ld+json')).toBeGreaterThan(html.indexOf('data-prerendered="/produk/sneakers-kanvas-klasik"'));
  expect(og.ogImage?.[0]).toMatchObject({ url: `${SHOP}/catalog/bagikan/sneakers-kanvas-klasik.jpg`, width: '1200', height: '630', alt: 'Sneakers Kanvas Klasik dan harganya' });
  expect(og.customMetaTags).toEqual({ priceAmount: '249000', priceCurrency: 'IDR', availability: 'in stock' });
  expect(Number(og.customMetaTags!.priceAmount)).toBe(shownPrice(html));

  const [group, trail] = jsonLd(html) as [WithContext<ProductGroup & object>, WithContext<BreadcrumbList & object>];
  expect(googleProductProblems(group as never)).toEqual([]);
  expect(group).toMatchObject({ '@type': 'ProductGroup', name: 'Sneakers Kanvas Klasik', productGroupID: 'lk-001', brand: { '@type': 'Brand', name: 'Langkah' } });
  expect(group.variesBy).toEqual(['https://schema.org/color', 'https://schema.org/size']);
  const variants = group.hasVariant as unknown as Record<string, unknown>[];
  const { product } = page;
  expect(variants).toHaveLength(product.colorOptions.length * product.sizes.length);
  // Each size's stock as the size picker shows it; every colour at the price shown.
  for (const variant of variants) {
    const offer = variant.offers as Record<string, unknown>;
    expect(offer.price).toBe(shownPrice(html));
    expect(offer.availability).toBe(isSizeAvailable(product, variant.size as string) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
    expect(offer.url).toBe(`${SHOP}/produk/sneakers-kanvas-klasik?warna=${variant.color as string}&ukuran=${variant.size as string}`);
  }
  expect(variants.filter((variant) => (variant.offers as { availability: string }).availability.endsWith('OutOfStock'))).toHaveLength(4 * 2);
  expect(trail.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${SHOP}/` },
    { '@type': 'ListItem', position: 2, name: 'Sepatu', item: `${SHOP}/kategori/sepatu` },
    { '@type': 'ListItem', position: 3, name: 'Sneakers Kanvas Klasik', item: `${SHOP}/produk/sneakers-kanvas-klasik` },
  ]);
});

it('a product sold out in every size: out of stock in its tags and in every variant', async () => {
  const { html } = await productPage('kemeja-linen-lengan-panjang');
  expect(html).toContain('Stok habis untuk semua ukuran.');
  const og = await openGraph(html);
  expect(og.customMetaTags).toEqual({ priceAmount: '279000', priceCurrency: 'IDR', availability: 'out of stock' });
  const [group] = jsonLd(html);
  expect(googleProductProblems(group!)).toEqual([]);
  expect(new Set((group!.hasVariant as { offers: { availability: string } }[]).map(({ offers }) => offers.availability))).toEqual(new Set(['https://schema.org/OutOfStock']));
});

it('a product on sale: the price paid today, as the page shows it, in its tags and offers', async () => {
  const { html } = await productPage('sandal-jepit-karet-pantai');
  // The page shows the sale price first, then the struck one.
  expect(html).toMatch(/Rp\u00a049\.000[\s\S]*<s>Rp\u00a059\.000<\/s>/);
  expect(shownPrice(html)).toBe(49000);
  const og = await openGraph(html);
  expect(og.customMetaTags).toMatchObject({ priceAmount: '49000', availability: 'in stock' });
  const [group] = jsonLd(html);
  expect(googleProductProblems(group!)).toEqual([]);
  expect(new Set((group!.hasVariant as { offers: { price: number } }[]).map(({ offers }) => offers.price))).toEqual(new Set([49000]));
});

it('shell.html, which answers for every other address: the shop-level tags, and no og:url or canonical claiming them all', async () => {
  const html = withHead(template, { title: 'Langkah', description: 'Toko' }, shellHead(seo));
  const og = await openGraph(html);
  expect(og).toMatchObject({ ogType: 'website', ogSiteName: 'Langkah', ogLocale: 'id_ID', twitterCard: 'summary_large_image' });
  expect(og.ogImage?.[0]?.url).toBe(`${SHOP}/catalog/bagikan/toko.jpg`);
  expect(og.ogUrl).toBeUndefined();
  expect(canonical(html)).toBeUndefined();
});

it("writes a hostile product name as text in every tag and as data in the JSON-LD, never as markup", async () => {
  const hostile = fixtureDist();
  try {
    const manifest = JSON.parse(fs.readFileSync(`${hostile}/catalog/manifest.json`, 'utf8')) as SplitManifest;
    const file = `${hostile}/catalog/${splitFilePath(manifest, splitPaths.product('tas-anyam-pandan'))}`;
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    const name = `Tas "Anyam" </script><script>alert(1)</script> <!-- & 'x' <img src=x onerror=alert(2)>`;
    json.product.name = name;
    fs.writeFileSync(file, JSON.stringify(json));
    const page = await productPageRenderer(hostile)('tas-anyam-pandan');
    const html = withPreview(template, page, productPageHead(seoContext(hostile, { SHOP_URL: SHOP }), page.product, page));
    expect(html).not.toMatch(/<script>alert|<img src=x|<!-- &/);
    const og = await openGraph(html);
    expect(og.ogTitle).toBe(name);
    // Every ld+json block parses whole and gives the name back as it was.
    const [product, trail] = jsonLd(html);
    expect(product!.name).toBe(name);
    expect((trail!.itemListElement as { name: string }[]).at(-1)!.name).toBe(name);
    expect(html.match(/<script/g)).toHaveLength(3); // the page's guard and the two ld+json blocks
  } finally {
    fs.rmSync(hostile, { recursive: true, force: true });
  }
});

it('without SHOP_URL: the tags it can give, none of those needing an absolute address, and one warning', async () => {
  const local = seoContext(dist, {});
  const { page } = await productPage('sneakers-kanvas-klasik');
  const html = withPreview(template, page, productPageHead(local, page.product, page));
  const og = await openGraph(html);
  expect(og).toMatchObject({ ogTitle: 'Sneakers Kanvas Klasik', ogType: 'product', ogSiteName: 'Langkah', twitterCard: 'summary' });
  expect(og.ogUrl).toBeUndefined();
  expect(og.ogImage).toBeUndefined();
  expect(canonical(html)).toBeUndefined();
  expect(og.customMetaTags).toMatchObject({ priceAmount: '249000' });
  // The product's data still, without urls; no breadcrumb trail (its items need them).
  const blocks = jsonLd(html);
  expect(blocks.map((block) => block['@type'])).toEqual(['ProductGroup']);
  expect(JSON.stringify(blocks)).not.toMatch(/"url"|"image"/);
  expect(seoWarnings(local)).toEqual([expect.stringMatching(/^\[seo\] SHOP_URL is not set .*no sitemap\.xml$/)]);
});

it('without the share images: no og:image, one warning', async () => {
  const bare = fixtureDist(false);
  try {
    const context = seoContext(bare, { SHOP_URL: SHOP });
    const html = shopPage('/', 'Langkah');
    expect((await openGraph(html)).ogImage).toBeDefined();
    const without = withPreview(template, shot('/', 'Langkah'), shopPageHead(context, shot('/', 'Langkah')));
    expect((await openGraph(without)).ogImage).toBeUndefined();
    expect(seoWarnings(context)).toEqual(['[seo] no bagikan.json in the catalogue (npm run catalog:build makes the share images): pages go without og:image']);
  } finally {
    fs.rmSync(bare, { recursive: true, force: true });
  }
});

it('an image of a catalogue on another host (CATALOG_BASE_URL) is named on that host', async () => {
  const cdn = seoContext(dist, { SHOP_URL: SHOP, CATALOG_BASE_URL: 'https://cdn.example/katalog/' });
  const og = await openGraph(withPreview(template, shot('/', 'Langkah'), shopPageHead(cdn, shot('/', 'Langkah'))));
  expect(og.ogImage?.[0]?.url).toBe('https://cdn.example/katalog/bagikan/toko.jpg');
});

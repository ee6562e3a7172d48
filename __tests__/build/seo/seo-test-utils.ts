/**
 * What the link-preview tests share: a dist/ holding a copy of the shipped catalogue and a share
 * images' index as `catalog:build` writes it (scripts/catalog/shareImages/shareImageIndex.ts),
 * the pages' template as html-webpack-plugin minifies it, the parsers (open-graph-scraper, the
 * JSON-LD blocks) and Google's rules for product rich results and merchant listings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import { SHARE_INDEX_FILE, type ShareImageIndex } from '../../../scripts/catalog/shareImages/shareImageIndex';

export const SHOP = 'https://tokoku.example';

export const template =
  '<!doctype html><html lang=id><head><meta charset=utf-8><title>Langkah</title><meta name=description content="Toko">' +
  '<meta name=theme-color content="#ffffff"></head><body><div id=root></div><script>guard()</script></body></html>';

/** A dist/ with the shipped catalogue and, unless `withIndex` is false, a share images' index naming every product. */
export function fixtureDist(withIndex = true): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-'));
  fs.cpSync(path.resolve(__dirname, '../../../public/catalog'), path.join(dist, 'catalog'), { recursive: true });
  if (withIndex) {
    const catalog = JSON.parse(fs.readFileSync(path.join(dist, 'catalog', 'catalog.json'), 'utf8')) as { products: { slug: string; name: string }[] };
    const index: ShareImageIndex = {
      shop: { path: 'bagikan/toko.jpg', alt: 'Langkah: sepatu, tas dan pakaian' },
      products: Object.fromEntries(catalog.products.map(({ slug, name }) => [slug, { path: `bagikan/${slug}.jpg`, alt: `${name} dan harganya` }])),
    };
    fs.writeFileSync(path.join(dist, 'catalog', SHARE_INDEX_FILE), JSON.stringify(index));
  } else {
    // The demo's catalogue has its own since catalog:build draws them.
    fs.rmSync(path.join(dist, 'catalog', SHARE_INDEX_FILE), { force: true });
  }
  return dist;
}

/** The tags as a link preview reads them: open-graph-scraper, with the product tags it does not know by name. */
export async function openGraph(html: string) {
  const { result } = await ogs({
    html,
    customMetaTags: [
      { multiple: false, property: 'product:price:amount', fieldName: 'priceAmount' },
      { multiple: false, property: 'product:price:currency', fieldName: 'priceCurrency' },
      { multiple: false, property: 'product:availability', fieldName: 'availability' },
    ],
  });
  return result;
}

export const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

/** Every JSON-LD block, parsed as a search engine parses it. */
export const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, text]) => JSON.parse(text!) as Record<string, unknown>);

type Ld = Record<string, unknown>;
const offerProblems = (where: string, offers: unknown): string[] => {
  const offer = offers as Ld | undefined;
  if (!offer || typeof offer !== 'object') return [`${where}: no offers`];
  const problems: string[] = [];
  if (typeof offer.price !== 'number' || !(offer.price > 0)) problems.push(`${where}: offers.price`);
  if (offer.priceCurrency !== 'IDR') problems.push(`${where}: offers.priceCurrency`);
  if (offer.availability !== 'https://schema.org/InStock' && offer.availability !== 'https://schema.org/OutOfStock') problems.push(`${where}: offers.availability`);
  if (typeof offer.url !== 'string' || !offer.url.startsWith('https://')) problems.push(`${where}: offers.url`);
  return problems;
};

/**
 * What Google's Rich Results Test asks of a product page (developers.google.com/search/docs/
 * appearance/structured-data/product-snippet, merchant-listing, product-variants): a name, an
 * image, an Offer with price, currency and availability; a ProductGroup with its
 * productGroupID, variesBy and variants, each a full Product. Empty when all is there.
 */
export function googleProductProblems(ld: Ld): string[] {
  const problems: string[] = [];
  const images = (value: unknown) => (Array.isArray(value) ? value : [value]).every((url) => typeof url === 'string' && url.startsWith('https://'));
  if (typeof ld.name !== 'string' || !ld.name) problems.push('name');
  if (ld['@type'] === 'Product') {
    if (!images(ld.image)) problems.push('image');
    problems.push(...offerProblems('Product', ld.offers));
  } else if (ld['@type'] === 'ProductGroup') {
    if (!ld.productGroupID) problems.push('productGroupID');
    if (!Array.isArray(ld.variesBy) || ld.variesBy.length === 0) problems.push('variesBy');
    const variants = ld.hasVariant as Ld[] | undefined;
    if (!Array.isArray(variants) || variants.length === 0) problems.push('hasVariant');
    for (const [index, variant] of (variants ?? []).entries()) {
      if (variant['@type'] !== 'Product' || typeof variant.name !== 'string') problems.push(`variant ${index}: name`);
      if (!images(variant.image)) problems.push(`variant ${index}: image`);
      problems.push(...offerProblems(`variant ${index}`, variant.offers));
    }
  } else {
    problems.push(`@type ${String(ld['@type'])}`);
  }
  return problems;
}

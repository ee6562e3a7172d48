import fs from 'node:fs';
import path from 'node:path';
import type { Product } from '../../src/features/catalog/catalogTypes';
import { effectivePrice } from '../../src/features/catalog/pricing';

/** Some product's slug from the built catalogue (dist/catalog/**.json), or null when there is none. */
export function findProductSlug(dist: string): string | null {
  const dir = path.join(dist, 'catalog');
  if (!fs.existsSync(dir)) return null;
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).sort();
  for (const file of files) {
    try {
      const slug = firstProductSlug(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      if (slug) return slug;
    } catch {
      /* not a catalogue file we understand */
    }
  }
  return null;
}

/** A product is an object with a slug and a price or colour options (a category has neither). */
function firstProductSlug(value: unknown): string | null {
  if (Array.isArray(value)) {
    for (const item of value) {
      const slug = firstProductSlug(item);
      if (slug) return slug;
    }
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (typeof record.slug === 'string' && ('price' in record || 'colorOptions' in record)) return record.slug;
  for (const child of Object.values(record)) {
    const slug = firstProductSlug(child);
    if (slug) return slug;
  }
  return null;
}

/**
 * `count` cart lines in the stored format (PRODUCT.md), for products of dist/catalog's product files
 * in a colour and size in stock, at today's price: a shopper's saved cart that the catalogue
 * checks find nothing wrong with, for measuring /cart with something in it.
 */
export function sampleCartLines(dist: string, count: number): unknown[] {
  const manifest = path.join(dist, 'catalog', 'manifest.json');
  if (!fs.existsSync(manifest)) return [];
  // The product files the pages read (dist/ ships no catalog.json): enough of them to find `count` in stock.
  // Each product bucket has its own folder (v/<hash>/produk/, docs/catalog-split.md): all of them, in path order.
  const { groups } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { groups: { products: string[] } };
  const files = groups.products
    .flatMap((hash) => {
      const folder = path.join(dist, 'catalog', 'v', hash, 'produk');
      return fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith('.json')).map((name) => path.join(folder, name)) : [];
    })
    .sort((a, b) => path.basename(a).localeCompare(path.basename(b)))
    .slice(0, count * 20);
  const products = files.map((file) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { product: CatalogProduct }).product);
  return cartLinesFor(products, count);
}

/** A product as the catalogue file has it: the app adds `image` (its first colour's) on loading. */
export type CatalogProduct = Omit<Product, 'image'>;

/**
 * A picture's path as the app stores it in a cart line: resolved against the catalogue file
 * (src/features/catalog/resolveAssets.ts), so a generated shop's `img/x.svg` is `/catalog/img/x.svg`.
 */
const asStored = (image: string) => new URL(image, 'http://shop.invalid/catalog/catalog.json').href.replace('http://shop.invalid', '');

/** `count` saved-cart lines for the first products in stock, as `sampleCartLines` describes. */
export function cartLinesFor(products: readonly CatalogProduct[], count: number): unknown[] {
  return products
    .filter((product) => product.colorOptions.length > 0 && product.sizes.some((size) => size.stock > 0))
    .slice(0, count)
    .map((product) => ({
      id: product.id,
      name: product.name,
      price: effectivePrice(product),
      image: asStored(product.colorOptions[0]!.image),
      quantity: 1,
      selectedColor: product.colorOptions[0]!.color,
      selectedSize: product.sizes.find((size) => size.stock > 0)!.size,
      colorOptions: product.colorOptions.map(({ color, image }) => ({ color, image: asStored(image) })),
    }));
}

import * as v from 'valibot';
import { categorySchema } from '../../../src/features/catalog/categorySchema';
import { productSchema } from '../../../src/features/catalog/productSchema';
import type { Catalog, Product } from '../../../src/features/catalog/catalogTypes';

/** A catalog.json that cannot be split; the message lists every problem, for whoever built it. */
export class CatalogSplitError extends Error {
  override name = 'CatalogSplitError';
}

const where = (issue: v.BaseIssue<unknown>) => issue.path?.map((item) => String(item.key)).join('.') || '(akar)';

/**
 * catalog.json as written (by catalog:build or catalog:generate) -> the validated Catalog the app
 * would hold, image paths left as written (relative ones stay relative to the catalogue folder).
 * Unlike the app, which skips a bad entry so one typo never hides the shop, the build refuses:
 * the split must hold exactly the products catalog.json holds.
 */
export function catalogFromFile(raw: unknown): Catalog {
  const file = v.safeParse(v.object({ categories: v.array(categorySchema), products: v.array(v.unknown()) }), raw);
  if (!file.success) throw new CatalogSplitError(`Format katalog salah: ${file.issues.map((i) => `${where(i)}: ${i.message}`).join('; ')}`);
  const problems: string[] = [];
  const categories = file.output.categories;
  const known = new Set(categories.map((category) => category.slug));
  if (known.size !== categories.length) problems.push('ada slug kategori ganda');
  const slugs = new Set<string>();
  const products: Product[] = [];
  file.output.products.forEach((entry, index) => {
    const result = v.safeParse(productSchema, entry);
    if (!result.success) return problems.push(`produk #${index}: ${result.issues.map((i) => `${where(i)}: ${i.message}`).join('; ')}`);
    const product = result.output;
    if (!known.has(product.category)) problems.push(`produk #${index} (${product.slug}): kategori '${product.category}' tidak ada`);
    if (slugs.has(product.slug)) problems.push(`produk #${index}: slug '${product.slug}' ganda`);
    slugs.add(product.slug);
    const first = product.colorOptions[0]!;
    products.push({ ...product, image: first.image, ...(first.photo ? { photo: first.photo } : {}) });
  });
  if (problems.length) throw new CatalogSplitError(`Katalog tidak bisa dipecah: ${problems.join('; ')}`);
  return { categories, products };
}

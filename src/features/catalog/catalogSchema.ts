import * as v from 'valibot';
import { inSlices } from '../../lib/inSlices';
import { categorySchema } from './categorySchema';
import type { Catalog, Category, Product } from './catalogTypes';
import { productSchema } from './productSchema';
import { assetsOf } from './resolveAssets';

// The whole catalog.json: the catalogue build's own file, which no page reads (the app reads the
// split, split/); kept for the tests and tools that check a whole catalogue.

const fileSchema = v.object({
  categories: v.array(v.unknown()),
  products: v.array(v.unknown()),
});

/** The catalogue file is not usable at all (not JSON of the right shape). */
export class CatalogFormatError extends Error {
  override name = 'CatalogFormatError';
}

const pathOf = (issue: v.BaseIssue<unknown>) => issue.path?.map((item) => String(item.key)).join('.') || '(akar)';
const describeIssues = (issues: readonly v.BaseIssue<unknown>[]) => issues.map((issue) => `${pathOf(issue)}: ${issue.message}`).join('; ');

function label(raw: unknown, index: number): string {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const name = record.slug ?? record.id ?? record.name;
  return typeof name === 'string' || typeof name === 'number' ? `#${index} (${name})` : `#${index}`;
}

/**
 * Freezes parsed JSON all the way down. The store would freeze it anyway (Immer freezes what
 * enters the state), but Immer's general walk took ~100 ms of a 5,000-product load in a profile
 * here, in one task; Immer stops at anything already frozen.
 */
function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const key in value) freezeDeep(value[key]);
    Object.freeze(value);
  }
  return value;
}

/**
 * Validates a catalogue file. A bad product or category is skipped with a console warning so
 * one broken entry never hides the shop; a file of the wrong shape throws CatalogFormatError.
 * The products are checked in slices of a few milliseconds (inSlices): 5,000 of them took one
 * task of ~200 ms on this machine, several times that on a cheap phone.
 */
export async function parseCatalog(data: unknown, fileUrl: string): Promise<Catalog> {
  const file = v.safeParse(fileSchema, data);
  if (!file.success) throw new CatalogFormatError(`Format katalog salah: ${describeIssues(file.issues)}`);

  const categories: Category[] = [];
  file.output.categories.forEach((raw, index) => {
    const result = v.safeParse(categorySchema, raw);
    if (!result.success) return console.warn(`Katalog: kategori ${label(raw, index)} dilewati: ${describeIssues(result.issues)}`);
    if (categories.some((known) => known.slug === result.output.slug)) return console.warn(`Katalog: kategori ${label(raw, index)} ganda, dilewati`);
    categories.push(result.output);
  });

  const known = new Set(categories.map((category) => category.slug));
  const assets = assetsOf(fileUrl);
  const products: Product[] = [];
  const seen = new Set<string>();
  const addProduct = (raw: unknown, index: number) => {
    const result = v.safeParse(productSchema, raw);
    const skip = (why: string) => console.warn(`Katalog: produk ${label(raw, index)} dilewati: ${why}`);
    if (!result.success) return skip(describeIssues(result.issues));
    const product = result.output;
    if (!known.has(product.category)) return skip(`kategori '${product.category}' tidak ada`);
    if (seen.has(product.slug)) return skip('slug ganda');
    seen.add(product.slug);
    products.push(freezeDeep(assets.product(product)));
  };
  const raws = file.output.products;
  await inSlices(raws.length, (from, to) => {
    for (let index = from; index < to; index += 1) addProduct(raws[index], index);
  });
  return freezeDeep({ categories, products });
}

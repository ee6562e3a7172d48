import * as v from 'valibot';
import { categorySchema } from '../catalog/categorySchema';
import { productSchema } from '../catalog/productSchema';

export interface CatalogProblem {
  /** Which entry: `produk #3 (sepatu-x)`, `kategori #0`, `berkas`. */
  where: string;
  message: string;
}

export interface CatalogHealth {
  products: { valid: number; total: number };
  categories: { valid: number; total: number };
  problems: CatalogProblem[];
}

const describe = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map((issue) => `${v.getDotPath(issue) ?? '(entri)'}: ${issue.message}`).join('; ');

function label(kind: string, raw: unknown, index: number): string {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const name = record.slug ?? record.id ?? record.name;
  return typeof name === 'string' || typeof name === 'number' ? `${kind} #${index} (${name})` : `${kind} #${index}`;
}

/**
 * Checks a catalogue file entry by entry with the catalogue's own schemas, and across entries
 * (duplicate slugs, products in a category that does not exist). The shop skips what fails
 * here; support sees why.
 */
export function checkCatalog(data: unknown): CatalogHealth {
  const file = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const rawCategories = Array.isArray(file.categories) ? file.categories : [];
  const rawProducts = Array.isArray(file.products) ? file.products : [];
  const problems: CatalogProblem[] = [];
  if (!Array.isArray(file.categories) || !Array.isArray(file.products)) {
    problems.push({ where: 'berkas', message: 'harus objek dengan daftar "categories" dan "products"' });
  }

  const categorySlugs = new Set<string>();
  rawCategories.forEach((raw, index) => {
    const result = v.safeParse(categorySchema, raw);
    const where = label('kategori', raw, index);
    if (!result.success) return problems.push({ where, message: describe(result.issues) });
    if (categorySlugs.has(result.output.slug)) return problems.push({ where, message: 'slug ganda' });
    categorySlugs.add(result.output.slug);
  });

  const productSlugs = new Set<string>();
  let validProducts = 0;
  rawProducts.forEach((raw, index) => {
    const result = v.safeParse(productSchema, raw);
    const where = label('produk', raw, index);
    if (!result.success) return problems.push({ where, message: describe(result.issues) });
    if (productSlugs.has(result.output.slug)) return problems.push({ where, message: 'slug ganda' });
    productSlugs.add(result.output.slug);
    if (!categorySlugs.has(result.output.category)) {
      problems.push({ where, message: `kategori "${result.output.category}" tidak ada` });
    }
    validProducts += 1;
  });

  return {
    products: { valid: validProducts, total: rawProducts.length },
    categories: { valid: categorySlugs.size, total: rawCategories.length },
    problems,
  };
}

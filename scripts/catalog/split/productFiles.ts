import type { Catalog, Product } from '../../../src/features/catalog/catalogTypes';
import { sortProducts } from '../../../src/features/catalog/sorting';
import { splitPaths } from '../../../src/features/catalog/split/splitPaths';
import type { ProductFileData } from '../../../src/features/catalog/split/splitTypes';
import { toCard, toSplitProduct } from './cards';

const RELATED = 4;

/**
 * relatedProducts() (related.ts) for every product at once: that function filters and sorts the
 * whole catalogue per product, 2.5 billion steps at 50,000. Here: the newest of each category
 * and the newest outside it, once; the same answer, since both sorts are stable over the
 * catalogue's order.
 */
function relatedFinder(products: readonly Product[]): (product: Product) => Product[] {
  const newest = sortProducts(products, 'terbaru');
  const categories = [...new Set(products.map((p) => p.category))];
  const firstIn = new Map(categories.map((c) => [c, newest.filter((p) => p.category === c).slice(0, RELATED + 1)]));
  const firstOutside = new Map(categories.map((c) => [c, newest.filter((p) => p.category !== c).slice(0, RELATED)]));
  return (product) => {
    const same = firstIn.get(product.category)!.filter((p) => p.slug !== product.slug).slice(0, RELATED);
    return [...same, ...firstOutside.get(product.category)!].slice(0, RELATED);
  };
}

/** produk/<slug>.json for every product: the product page's whole need, 'Produk terkait' included. */
export function productFiles(catalog: Catalog): [string, ProductFileData][] {
  const related = relatedFinder(catalog.products);
  return catalog.products.map((product) => [
    splitPaths.product(product.slug),
    { product: toSplitProduct(product), related: related(product).map(toCard) },
  ]);
}

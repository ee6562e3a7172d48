import type { Product } from './catalogTypes';

/** Up to `count` other products: same category first (newest first), then others to fill. */
export function relatedProducts(products: readonly Product[], product: Product, count = 4): Product[] {
  const others = products.filter((candidate) => candidate.slug !== product.slug);
  const newest = (a: Product, b: Product) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  const sameCategory = others.filter((candidate) => candidate.category === product.category).sort(newest);
  const rest = others.filter((candidate) => candidate.category !== product.category).sort(newest);
  return [...sameCategory, ...rest].slice(0, count);
}

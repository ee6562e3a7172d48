import { isCustomLine } from './cartMath';
import type { CartLine } from './cartTypes';

/**
 * The ids the catalogue is asked about for these lines: the product lines' (a custom order is
 * not in the catalogue), as text, once each and sorted, so the same lines always make the same
 * request. Shared by the cart page and the first render's preload (preloadCartProducts.ts).
 */
export function cartProductIds(lines: readonly CartLine[]): string[] {
  return [...new Set(lines.filter((line) => !isCustomLine(line)).map((line) => String(line.id)))].sort();
}

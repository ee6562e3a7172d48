import { wantedProducts, type WantedProduct } from '../catalog/split/productLookup';
import { isCustomLine } from './cartMath';
import type { CartLine } from './cartTypes';

/**
 * What the catalogue is asked about for these lines: the product lines' ids (a custom order is
 * not in the catalogue) as text, each with the slug its line kept (it is looked up by that when
 * its id is in no bucket: the product changed its id), once each and sorted, so the same lines
 * always make the same request. Shared by the cart page, 'Pesan lagi' and the first render's
 * preload (preloadCartProducts.ts).
 */
export function cartProductRefs(lines: readonly CartLine[]): WantedProduct[] {
  return wantedProducts(lines.filter((line) => !isCustomLine(line)));
}

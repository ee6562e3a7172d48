import type { ShopShipping } from '../../../config/shipping';
import type { ShippingOption } from './shippingOptions';

/**
 * How much more of the goods earns free shipping, or null when nothing would become free: no
 * threshold, already reached, or no service here that costs anything.
 */
export function freeShippingGap(goodsTotal: number, free: ShopShipping['freeShipping'], options: readonly ShippingOption[]): number | null {
  if (!free || goodsTotal >= free.minTotal) return null;
  const priced = options.some((option) => (option.ongkir ?? 0) > 0 && (free.services.length === 0 || free.services.includes(option.service)));
  return priced ? free.minTotal - goodsTotal : null;
}

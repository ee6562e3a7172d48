import { formatPrice } from '../../lib/formatPrice';
import type { Product } from './catalogTypes';
import { effectivePrice, isOnSale } from './pricing';

/**
 * The line a shared product link comes with: its name and the price paid today (with the price
 * before the sale, which is what makes a friend tap), as the page and its link preview show them.
 */
export function productShareText(product: Pick<Product, 'name' | 'price' | 'salePrice'>): string {
  const price = formatPrice(effectivePrice(product));
  return isOnSale(product) ? `${product.name}: ${price} (diskon dari ${formatPrice(product.price)})` : `${product.name}: ${price}`;
}

/** wa.me with no number: WhatsApp asks which chat or group to send it to. */
export const whatsAppShareLink = (text: string, url: string): string => `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;

import { shop, whatsappLink } from '../../config/shop';
import type { Product } from './catalogTypes';

/**
 * 'Kabari saya kalau tersedia': a chat message asking the shop to say when a sold-out size (or the
 * whole product) is back, naming the product (and its code), colour and size, so the seller can
 * answer from the chat when stock returns. Nothing is kept by the shop's site. No page address:
 * the link is in the product page's prerendered HTML, which knows no origin.
 */
export function notifyRequestLink(product: Pick<Product, 'id' | 'name'>, color: string, size: string | null): string {
  const lines = [
    `Halo ${shop.name}, tolong kabari saya kalau produk ini tersedia lagi:`,
    `${product.name} (kode ${product.id})`,
    ...(color ? [`Warna: ${color}`] : []),
    `Ukuran: ${size ?? 'semua ukuran'}`,
  ];
  return whatsappLink(lines.join('\n'));
}

import type { PaymentFacts } from '../../src/config/payment';

/**
 * The prefix of order numbers when toko.csv has no awalan_pesanan: the first two letters of the
 * shop's name in capitals ('Toko Ani' → 'TO'; 'Langkah' → 'LA', so the demo writes 'LK' itself),
 * or 'PS' (pesanan) for a name without letters. Predictable, so the owner can guess it from her name.
 */
export function defaultOrderPrefix(shopName: string): string {
  const letters = shopName
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return letters.length >= 2 ? letters.slice(0, 2) : 'PS';
}

/** toko.csv's payment keys as read (factKeys.ts) -> PaymentFacts, every field there. */
export function finishPayment(read: Record<string, unknown>, shopName: string): PaymentFacts {
  return { orderPrefix: (read.orderPrefix as string | undefined) ?? defaultOrderPrefix(shopName) };
}

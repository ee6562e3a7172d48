import { confirmationNotes, type LineCheck } from '../cart/catalogChecks';
import { customLineDetails } from '../cart/customDetails';
import { isCustomLine, lineTotal, totalItems, totalPrice } from '../cart/cartMath';
import type { CartLine } from '../cart/cartTypes';
import { formatPrice } from '../../lib/formatPrice';
import { shop } from '../../config/shop';
import type { BuyerDetails } from './buyer';
import { normalizeMobileNumber } from './phone';

/**
 * WhatsApp takes far longer messages, but very long wa.me links get cut or refused on the way
 * (phones hand the link between apps; some browsers and proxies cap URL length). A message
 * above this is reported to the shopper, never silently shortened.
 */
export const MAX_MESSAGE_LENGTH = 4000;

export interface OrderOptions {
  /** The line checked against the catalogue: what the shop must confirm is said under the line. */
  checkOf?: (line: CartLine) => LineCheck;
  /** The catalogue's current price of a line, when it differs (for callers without a full check). */
  changedPriceOf?: (line: CartLine) => number | undefined;
}

function notesOf(line: CartLine, { checkOf, changedPriceOf }: OrderOptions): string[] {
  if (checkOf) return confirmationNotes(line, checkOf(line));
  const changed = changedPriceOf?.(line);
  return changed !== undefined ? [`harga di katalog sekarang ${formatPrice(changed)}`] : [];
}

function productLine(line: CartLine, index: number, options: OrderOptions): string[] {
  const variant = [line.selectedColor && `Warna: ${line.selectedColor}`, line.selectedSize && `Ukuran: ${line.selectedSize}`].filter(Boolean);
  const notes = notesOf(line, options);
  return [
    `${index + 1}. ${line.name}`,
    ...(variant.length ? [`   ${variant.join(', ')}`] : []),
    `   Jumlah: ${line.quantity} × ${formatPrice(line.price)} = ${formatPrice(lineTotal(line))}`,
    // Never a reason not to order: the shop reads what to confirm and answers in the chat.
    ...(notes.length ? [`   (perlu dikonfirmasi: ${notes.join('; ')})`] : []),
  ];
}

function customLine(line: CartLine, index: number): string[] {
  return [
    `${index + 1}. ${line.name || 'Pesanan custom'}`,
    ...customLineDetails(line).map(({ label, value }) => `   ${label}: ${value}`),
    `   Harga: ${line.price > 0 ? formatPrice(line.price) : 'mohon dikonfirmasi'}`,
  ];
}

/** The Indonesian order message sent to the shop's WhatsApp: every line, the totals, the buyer. */
export function composeOrderMessage(lines: readonly CartLine[], buyer: BuyerDetails, options: OrderOptions = {}): string {
  const products = lines.filter((line) => !isCustomLine(line));
  const customs = lines.filter(isCustomLine);
  const sections = [
    [`Halo ${shop.name}, saya mau pesan:`],
    products.length ? ['Produk:', ...products.flatMap((line, i) => productLine(line, i, options))] : [],
    customs.length ? ['Pesanan custom:', ...customs.flatMap(customLine)] : [],
    [`Total item: ${totalItems(lines)}`, `Total harga: ${formatPrice(totalPrice(lines))}`],
    [
      'Data pemesan:',
      `Nama: ${buyer.name.trim()}`,
      `Nomor HP: ${normalizeMobileNumber(buyer.phone) ?? buyer.phone.trim()}`,
      `Alamat: ${buyer.address.trim()}`,
      ...(buyer.note.trim() ? [`Catatan: ${buyer.note.trim()}`] : []),
    ],
    ['Terima kasih!'],
  ];
  return sections
    .filter((section) => section.length > 0)
    .map((section) => section.join('\n'))
    .join('\n\n');
}

import { nanoid } from '@reduxjs/toolkit';
import type { CartLine } from '../../cart/cartTypes';
import { isCustomLine } from '../../cart/cartMath';
import type { Product } from '../../catalog/catalogTypes';
import { resolveSharedLines } from '../../sharedCart/cartFromShared';

/**
 * A nota's lines as cart lines: a product the catalogue has gets its name, price and picture of
 * today (as a shared cart's lines do); one it lacks keeps what the nota says, to be confirmed. A
 * custom order goes in as it was; one whose link left its id out gets a new one, as the custom
 * form gives (an empty id is no line the cart can hold).
 */
export function notaCartLines(lines: readonly CartLine[], products: readonly Product[] | undefined): CartLine[] {
  return lines.map((line) => {
    if (isCustomLine(line) && (line.id === '' || line.id === undefined)) return { ...line, id: `custom-${nanoid(10)}` };
    if (isCustomLine(line) || !products?.some((product) => String(product.id) === String(line.id))) return { ...line, name: line.name || `Produk ${String(line.id)}` };
    const [resolved] = resolveSharedLines([{ kind: 'product', id: String(line.id), color: line.selectedColor, size: line.selectedSize, quantity: line.quantity }], products);
    return resolved!.line;
  });
}

import type { PreviewLine } from '../../components/LinePreviewList';
import { isCustomLine } from './cartMath';
import type { CartLine } from './cartTypes';
import { CUSTOM_PRICE_PENDING, customLineName } from './customDetails';
import { lineKeyOf } from './lineKey';

/**
 * A cart line as the read-only list shows it (a shared cart, a past order). A custom line the
 * shop has not priced yet says so, as in the cart, rather than 'Rp 0'.
 */
export function linePreview(line: CartLine, note?: PreviewLine['note']): PreviewLine {
  const custom = isCustomLine(line);
  return {
    key: lineKeyOf(line),
    name: custom ? customLineName(line) : line.name,
    image: line.image,
    options: [line.selectedColor, line.selectedSize].filter(Boolean),
    quantity: line.quantity,
    price: line.price,
    note: note ?? (custom && line.price <= 0 ? { text: CUSTOM_PRICE_PENDING } : undefined),
  };
}

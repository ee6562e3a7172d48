import { checkLine, type CatalogProduct } from '../cart/catalogChecks';
import { isCustomLine } from '../cart/cartMath';
import type { CartLine } from '../cart/cartTypes';
import type { PastOrder } from './orderHistoryTypes';

/** What 'Pesan lagi' found different from the day of the order. */
export type RepeatChange =
  | { kind: 'price'; line: CartLine; before: number; after: number }
  | { kind: 'reduced'; line: CartLine; stock: number }
  | { kind: 'soldOut'; line: CartLine }
  | { kind: 'gone'; line: CartLine };

export interface RepeatedOrder {
  /** The lines to put back, at today's prices. */
  lines: CartLine[];
  changes: RepeatChange[];
}

/**
 * A past order checked against today's catalogue by the cart's own rules (checkLine): prices
 * follow the catalogue, a product sold out or gone stays out, and a quantity above the stock
 * left is lowered to it. Without a catalogue nothing is known, so the lines go back as they were.
 */
export function repeatOrder(order: PastOrder, products: readonly CatalogProduct[] | undefined): RepeatedOrder {
  const lines: CartLine[] = [];
  const changes: RepeatChange[] = [];
  for (const line of order.lines) {
    const check = checkLine(line, products);
    if (isCustomLine(line) || !products) {
      lines.push(line);
      continue;
    }
    if (check.problem === 'gone' || check.problem === 'soldOut') {
      changes.push({ kind: check.problem, line });
      continue;
    }
    const repeated = { ...line };
    if (check.changedPrice !== undefined) {
      repeated.price = check.changedPrice;
      changes.push({ kind: 'price', line, before: line.price, after: check.changedPrice });
    }
    if (check.problem === 'overStock' && check.stock !== undefined) {
      repeated.quantity = check.stock;
      changes.push({ kind: 'reduced', line, stock: check.stock });
    }
    lines.push(repeated);
  }
  return { lines, changes };
}

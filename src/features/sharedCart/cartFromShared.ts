import { checkLine, type LineCheck } from '../cart/catalogChecks';
import type { CartLine } from '../cart/cartTypes';
import type { Product } from '../catalog/catalogTypes';
import { cartPayload, imageForSelection } from '../catalog/selection';
import type { SharedLine } from './sharedLineSchema';

/** A shared line as the cart will hold it, with what the catalogue says about it. */
export interface ResolvedLine {
  line: CartLine;
  check: LineCheck;
}

/**
 * Whether the shop must confirm a line before it can be sold: the catalogue does not know the
 * product. The cart's own check decides (catalogChecks.ts), so the preview and the cart agree.
 */
export const needsConfirmation = (check: LineCheck): boolean => check.problem === 'gone';

function productLine(line: Extract<SharedLine, { kind: 'product' }>, products: readonly Product[]): CartLine {
  const product = products.find((candidate) => String(candidate.id) === line.id);
  if (!product) {
    // Honest placeholders: the id is all the link knows, and the shop names the price.
    return { id: line.id, name: `Produk ${line.id}`, price: 0, image: '', quantity: line.quantity, selectedColor: line.color, selectedSize: line.size, colorOptions: [] };
  }
  const { colorOptions = [], quantity = 1, selectedColor = '', selectedSize = '', ...rest } = cartPayload(product, { color: line.color, size: line.size }, line.quantity);
  return { ...rest, colorOptions, quantity, selectedColor, selectedSize, image: imageForSelection(product, line.color) ?? '' };
}

function customLine(line: Extract<SharedLine, { kind: 'custom' }>): CartLine {
  const { id, name, ...fields } = line.fields;
  return { price: 0, image: '', selectedColor: '', selectedSize: '', colorOptions: [], ...fields, id, name, type: 'custom', quantity: 1 };
}

/** The cart lines a shared link stands for, priced and named by today's catalogue. */
export function resolveSharedLines(lines: readonly SharedLine[], products: readonly Product[]): ResolvedLine[] {
  return lines.map((shared) => {
    const line = shared.kind === 'custom' ? customLine(shared) : productLine(shared, products);
    return { line, check: checkLine(line, products) };
  });
}

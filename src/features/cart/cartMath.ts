import type { CartLine, LineKey } from './cartTypes';

export const isCustomLine = (line: Pick<CartLine, 'type'>): boolean => line.type === 'custom';

export function sameLine(line: LineKey, key: LineKey): boolean {
  return (
    line.id === key.id &&
    (line.selectedColor ?? '') === (key.selectedColor ?? '') &&
    (line.selectedSize ?? '') === (key.selectedSize ?? '')
  );
}

/** The image for a color: that color option's image, or the product's own without a (known) color. */
export function imageForColor(line: Pick<CartLine, 'image' | 'colorOptions'>, color: string): string {
  if (!color) return line.image;
  return line.colorOptions.find((option) => option.color === color)?.image ?? line.image;
}

/** Quantities are whole numbers and never below 1. */
export function clampQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1;
}

/** The seed's rule: a missing price counts as 0 and a missing quantity as 1. */
export function lineTotal(line: Partial<Pick<CartLine, 'price' | 'quantity'>>): number {
  return (line.price ?? 0) * (line.quantity ?? 1);
}

export function totalPrice(lines: readonly Partial<Pick<CartLine, 'price' | 'quantity'>>[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** Total items is the number of lines, not the sum of quantities. */
export const totalItems = (lines: readonly CartLine[]): number => lines.length;

/** The pieces: what a parcel holds and a label counts. */
export const totalPieces = (lines: readonly Pick<CartLine, 'quantity'>[]): number => lines.reduce((sum, line) => sum + (line.quantity ?? 1), 0);

/**
 * 'Total item' as every place shows it (cart summary, message, nota): the lines, then the pieces
 * when they differ, so '2' beside a label saying '3 barang' never looks like a missing piece.
 */
export function totalItemsText(lines: readonly CartLine[]): string {
  const pieces = totalPieces(lines);
  return pieces === lines.length ? String(lines.length) : `${lines.length} (${pieces} barang)`;
}

/** The header badge counts lines that are not custom orders. */
export const badgeCount = (lines: readonly CartLine[]): number => lines.filter((line) => !isCustomLine(line)).length;

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

/** The header badge counts lines that are not custom orders. */
export const badgeCount = (lines: readonly CartLine[]): number => lines.filter((line) => !isCustomLine(line)).length;

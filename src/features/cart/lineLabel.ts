import type { CartLine } from './cartTypes';

/** "Sneakers (Hitam, 41)": names a line among others of the same product, for screen readers. */
export function lineLabel(line: CartLine): string {
  const variant = [line.selectedColor, line.selectedSize].filter(Boolean).join(', ');
  return variant ? `${line.name} (${variant})` : line.name;
}

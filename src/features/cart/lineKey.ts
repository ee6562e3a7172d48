import type { LineKey } from './cartTypes';

/** A string naming one line (id + color + size), for React keys and selections. */
export const lineKeyOf = (line: LineKey): string =>
  JSON.stringify([line.id, line.selectedColor ?? '', line.selectedSize ?? '']);

/** The triple the cart's actions take, without the rest of the line. */
export const keyOf = ({ id, selectedColor, selectedSize }: LineKey): Required<LineKey> => ({
  id,
  selectedColor: selectedColor ?? '',
  selectedSize: selectedSize ?? '',
});

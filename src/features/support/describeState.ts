import { lineTotal, totalPrice } from '../cart/cartMath';
import type { CartLine } from '../cart/cartTypes';
import { formatPrice } from '../../lib/formatPrice';
import type { PlainState } from './plainState';

const themeModeLabels = { light: 'terang', dark: 'gelap', system: 'ikuti perangkat' } as const;

export const describeOptions = (line: CartLine): string =>
  [line.selectedColor && `warna ${line.selectedColor}`, line.selectedSize && `ukuran ${line.selectedSize}`]
    .filter(Boolean)
    .join(', ');

function describeLine(line: CartLine, index: number): string {
  const kind = line.type === 'custom' ? 'custom, ' : '';
  const options = describeOptions(line);
  const money = `${line.quantity} × ${formatPrice(line.price)} = ${formatPrice(lineTotal(line))}`;
  return `  ${index + 1}. ${line.name || '(tanpa nama)'} (${kind}id ${line.id})${options ? ` · ${options}` : ''} · ${money}`;
}

/** The cart, theme and ui of a state, for people reading a terminal. */
export function describeState(state: PlainState): string {
  const { items } = state.cart;
  const cart =
    items.length === 0
      ? ['Keranjang: kosong']
      : [`Keranjang: ${items.length} baris, total ${formatPrice(totalPrice(items))}`, ...items.map(describeLine)];
  const { mode, systemPrefersDark } = state.theme;
  const device = systemPrefersDark ? 'gelap' : 'terang';
  return [...cart, `Tema: ${mode} (${themeModeLabels[mode]}; perangkat ${device})`, `UI: overlay ${state.ui.overlay}`].join('\n');
}

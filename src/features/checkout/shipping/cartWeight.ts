import type { CatalogProduct } from '../../cart/catalogChecks';
import { checkLine } from '../../cart/catalogChecks';
import { isCustomLine } from '../../cart/cartMath';
import type { CartLine } from '../../cart/cartTypes';

/**
 * The cart's weight in grams: each product's `berat` from the sheet (or the shop's default when
 * it has none, or the catalogue is not in yet) times its quantity; a custom line weighs the
 * default once.
 */
export function cartWeightGrams(lines: readonly CartLine[], products: readonly CatalogProduct[] | undefined, defaultGrams: number): number {
  return lines.reduce((sum, line) => {
    if (isCustomLine(line)) return sum + defaultGrams;
    const weight = checkLine(line, products).product?.weight ?? defaultGrams;
    return sum + weight * Math.max(1, line.quantity);
  }, 0);
}

/** The weight as the message and the screen say it: '1,4 kg' (a comma, as Indonesians write decimals). */
export function formatWeight(grams: number): string {
  if (grams < 1000) return `${Math.round(grams)} g`;
  return `${(Math.round(grams / 100) / 10).toString().replace('.', ',')} kg`;
}

import type { CatalogProduct } from './catalogChecks';

/**
 * The catalogue's products for checking cart lines, or undefined while they are unknown.
 * TODO(cart): wire to the catalogue's selectors once src/features/catalog lands on main;
 * until then nothing is flagged (see checkLine).
 */
export function useCatalogProducts(): readonly CatalogProduct[] | undefined {
  return undefined;
}

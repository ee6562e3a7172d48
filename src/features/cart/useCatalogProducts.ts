import { useMemo } from 'react';
import { useAppSelector } from '../../lib/hooks';
import type { Product } from '../catalog/catalogTypes';
import type { ProductRef } from '../catalog/split/productLookup';
import { useProductsByIds } from '../catalog/split/useProductsByIds';
import { cartProductRefs } from './cartProductRefs';
import { selectCartItems } from './cartSlice';

/**
 * Today's catalogue products for these lines' ids (a cart's lines, a past order's), for checking
 * the lines against; undefined until they are in. Each id costs its id bucket and its product
 * file, never the whole catalogue. An id the catalogue no longer has, under its id or the slug
 * its line kept, is absent from the list, so its line is 'gone'. If the files can't be loaded
 * (offline, a broken file), it stays undefined: nothing is flagged and the cart works as it is,
 * since a sale is never stopped by the catalogue.
 */
export function useCatalogProducts(refs: readonly ProductRef[]): readonly Product[] | undefined {
  const files = useProductsByIds(refs);
  return files.status === 'ready' ? files.values : undefined;
}

/**
 * useCatalogProducts for the cart's own lines. The selector returns a string, so a quantity
 * change (same ids) re-renders neither the page nor its rows through this hook.
 */
export function useCartCatalogProducts(): readonly Product[] | undefined {
  const key = useAppSelector((state) => JSON.stringify(cartProductRefs(selectCartItems(state))));
  const refs = useMemo(() => JSON.parse(key) as ProductRef[], [key]);
  return useCatalogProducts(refs);
}

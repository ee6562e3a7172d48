import { useEffect, useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { shippingFacts } from '../../../config/shipping';
import type { CatalogProduct } from '../../cart/catalogChecks';
import { selectCartItems, selectTotalPrice } from '../../cart/cartSlice';
import { selectShippingChoice, shippingChosen, shippingCleared } from '../shippingSlice';
import { cartWeightGrams } from './cartWeight';
import { shippingOptions, type Destination, type ShippingOption } from './shippingOptions';
import { useRateRows } from './useRateRows';

export type ShippingState =
  /** No kecamatan yet: nothing to price. */
  | { status: 'waiting' }
  | { status: 'loading' }
  /** Options empty: the seller prices it ('Ongkir dikonfirmasi penjual'). */
  | { status: 'ready'; options: readonly ShippingOption[] };

/**
 * The services for the destination at the cart's weight, and the store's choice kept in step
 * with them: a quantity change re-prices the chosen service, a service the new destination lacks
 * is un-chosen, and a destination without rates (or the free-text address) is 'dikonfirmasi
 * penjual'. Only the service and its ongkir reach the store, never the destination.
 */
export function useShippingOptions(destination: Destination | null, freeText: boolean, products: readonly CatalogProduct[] | undefined) {
  const dispatch = useAppDispatch();
  const lines = useAppSelector(selectCartItems);
  const goodsTotal = useAppSelector(selectTotalPrice);
  const choice = useAppSelector(selectShippingChoice);
  const grams = cartWeightGrams(lines, products, shippingFacts.defaultWeightGrams);
  const rates = useRateRows(freeText ? undefined : destination?.province);

  const rows = rates.status === 'ready' ? rates.rows : undefined;
  const state = useMemo<ShippingState>(() => {
    if (freeText || rates.status === 'none') return { status: 'ready', options: [] };
    if (!destination) return { status: 'waiting' };
    if (!rows) return { status: 'loading' };
    return { status: 'ready', options: shippingOptions({ rows, destination, grams, goodsTotal, facts: shippingFacts }) };
  }, [freeText, rates.status, destination, rows, grams, goodsTotal]);

  useEffect(() => {
    if (state.status !== 'ready') {
      if (choice) dispatch(shippingCleared());
      return;
    }
    if (state.options.length === 0) {
      if (!choice || choice.service !== null || choice.ongkir !== null) dispatch(shippingChosen({ service: null, ongkir: null }));
      return;
    }
    const same = choice?.service != null ? state.options.find((option) => option.service === choice.service) : undefined;
    if (!same) {
      if (choice) dispatch(shippingCleared());
    } else if (same.ongkir !== choice!.ongkir) dispatch(shippingChosen({ service: same.service, ongkir: same.ongkir }));
  }, [state, choice, dispatch]);

  // Leaving the cart (or emptying it) forgets the choice: it is priced again next time.
  useEffect(() => () => void dispatch(shippingCleared()), [dispatch]);

  const choose = (option: ShippingOption) => dispatch(shippingChosen({ service: option.service, ongkir: option.ongkir }));
  return { state, grams, chosen: choice?.service ?? null, choose };
}

import { useMemo } from 'react';
import { shippingFacts } from '../../config/shipping';
import { cartProductRefs } from '../cart/cartProductRefs';
import type { Product } from '../catalog/catalogTypes';
import { useProductsByIds } from '../catalog/split/useProductsByIds';
import type { NotaOrder } from '../checkout/order/orderRecord';
import { useRateRows } from '../checkout/shipping/useRateRows';
import { checkNota, notaDestination, type NotaFindings } from './notaChecks';

export type NotaCheck =
  | { status: 'loading' }
  /** The catalogue could not be read: the nota is shown as it is, unchecked. */
  | { status: 'failed' }
  /** `ratesChecked`: false when the ongkir sheet had nothing for the destination (or it could not load). */
  | { status: 'ready'; findings: NotaFindings; products: readonly Product[]; ratesChecked: boolean };

/**
 * The nota checked against today's catalogue (each line's product file, as the cart checks its
 * own lines) and the ongkir sheet for its destination. The arithmetic needs neither and is part
 * of 'ready'. Nothing here reaches the store: the order is the shopper's, in this page's memory.
 */
export function useNotaCheck(order: NotaOrder): NotaCheck {
  const refs = useMemo(() => cartProductRefs(order.lines), [order]);
  const files = useProductsByIds(refs);
  const destination = notaDestination(order);
  const wantsRates = order.shipping.service !== null && destination !== null;
  const rates = useRateRows(wantsRates ? destination.province : undefined);
  return useMemo((): NotaCheck => {
    if (files.status === 'failed') return { status: 'failed' };
    if (files.status === 'loading' || (wantsRates && (rates.status === 'loading' || rates.status === 'idle'))) return { status: 'loading' };
    const rows = rates.status === 'ready' ? rates.rows : undefined;
    return {
      status: 'ready',
      products: files.values,
      findings: checkNota(order, { products: files.values, rows, facts: shippingFacts }),
      ratesChecked: !wantsRates || rows !== undefined,
    };
  }, [files, rates, wantsRates, order]);
}

import { useEffect, useMemo, useState } from 'react';
import { paymentFacts } from '../../config/payment';
import { shippingFacts } from '../../config/shipping';
import { cartProductRefs } from '../cart/cartProductRefs';
import type { Product } from '../catalog/catalogTypes';
import { useProductsByIds } from '../catalog/split/useProductsByIds';
import type { NotaOrder } from '../checkout/order/orderRecord';
import { useRateRows } from '../checkout/shipping/useRateRows';
import { checkNota, notaDestination, type NotaFindings } from './notaChecks';
import { regionNamesFor } from './notaRegions';

export type NotaCheck =
  | { status: 'loading' }
  /** The catalogue could not be read: the nota is shown as it is, unchecked. */
  | { status: 'failed' }
  /**
   * `ratesChecked`: false when the ongkir sheet had nothing for the destination (or it could not load).
   * `regionNames`: today's names for the address's codes; undefined when the region files could not load.
   */
  | { status: 'ready'; findings: NotaFindings; products: readonly Product[]; ratesChecked: boolean; regionNames?: ReadonlyMap<string, string> };

type RegionNames = { status: 'loading' } | { status: 'ready'; names: ReadonlyMap<string, string> } | { status: 'failed' };

/** Today's names for the order's region codes, from the checkout's region files. */
function useRegionNames(order: NotaOrder): RegionNames {
  const [result, setResult] = useState<{ order: NotaOrder; names: RegionNames } | null>(null);
  useEffect(() => {
    let current = true;
    regionNamesFor(order.people.address).then(
      (names) => current && setResult({ order, names: { status: 'ready', names } }),
      () => current && setResult({ order, names: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [order]);
  return result?.order === order ? result.names : { status: 'loading' };
}

/**
 * The nota checked against today's catalogue (each line's product file, as the cart checks its
 * own lines), the ongkir sheet for its destination, the region files and the shop's payment
 * methods. The arithmetic needs none of them and is part of 'ready'. Nothing here reaches the
 * store: the order is the shopper's, in this page's memory.
 */
export function useNotaCheck(order: NotaOrder): NotaCheck {
  const refs = useMemo(() => cartProductRefs(order.lines), [order]);
  const files = useProductsByIds(refs);
  const destination = notaDestination(order);
  const wantsRates = order.shipping.service !== null && destination !== null;
  const rates = useRateRows(wantsRates ? destination.province : undefined);
  const regions = useRegionNames(order);
  return useMemo((): NotaCheck => {
    if (files.status === 'failed') return { status: 'failed' };
    if (files.status === 'loading' || regions.status === 'loading' || (wantsRates && (rates.status === 'loading' || rates.status === 'idle'))) return { status: 'loading' };
    const rows = rates.status === 'ready' ? rates.rows : undefined;
    const regionNames = regions.status === 'ready' ? regions.names : undefined;
    return {
      status: 'ready',
      products: files.values,
      findings: checkNota(order, { products: files.values, rows, facts: shippingFacts, payments: paymentFacts, regionNames }),
      ratesChecked: !wantsRates || rows !== undefined,
      ...(regionNames ? { regionNames } : {}),
    };
  }, [files, rates, regions, wantsRates, order]);
}

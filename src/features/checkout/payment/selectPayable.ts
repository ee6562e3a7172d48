import type { RootState } from '../../../app/rootReducer';
import { isCustomLine } from '../../cart/cartMath';
import { selectCartItems, selectTotalPrice } from '../../cart/cartSlice';
import { totalToPay } from '../shipping/totalToPay';
import { selectPaymentChoice, selectShippingChoice } from '../shippingSlice';
import { payableWithCode } from './uniqueCode';

/**
 * Total bayar and its kode unik as the summary shows them, for every place on the cart page that
 * states the amount (the summary, beside the order button): one computation, one figure.
 * `toPay` is undefined before a destination is priced, null when the seller sends the total.
 */
export function selectPayable(state: RootState): { toPay: number | null | undefined; uniqueCode: number; hasUnpricedCustom: boolean } {
  const shipping = selectShippingChoice(state);
  const hasUnpricedCustom = selectCartItems(state).some((line) => isCustomLine(line) && !(line.price > 0));
  if (!shipping) return { toPay: undefined, uniqueCode: 0, hasUnpricedCustom };
  // The kode unik counts only when the whole amount is known (payableWithCode).
  const payable = payableWithCode(totalToPay(selectTotalPrice(state), shipping.ongkir, !hasUnpricedCustom), selectPaymentChoice(state)?.uniqueCode ?? 0);
  return { ...payable, hasUnpricedCustom };
}

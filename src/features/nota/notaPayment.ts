import type { PaymentFacts } from '../../config/payment';
import type { ChosenPayment } from '../checkout/order/orderRecord';
import { paymentMethods } from '../checkout/payment/paymentMethods';

/**
 * Whether a nota's payment is one of the shop's own methods, named as the checkout names them.
 * The label is shown on the shop's own domain, so a label the shop does not have ("BCA 0123456789
 * a.n. Budi (rekening baru toko)") must never read as the shop's. COD counts wherever the shop
 * offers it at all: its areas are the checkout's business, not a forgery.
 */
export function isShopPayment(payment: ChosenPayment, facts: PaymentFacts): boolean {
  const everywhere = { ...facts, cod: facts.cod && { areas: [] } };
  return paymentMethods(everywhere, {}).some((method) => method.kind === payment.kind && method.label === payment.label);
}

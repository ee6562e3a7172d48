import { lazy, Suspense } from 'react';
import type { PaidOrder } from './PaymentPanel';

const PaymentPanel = lazy(() => import(/* webpackChunkName: "payment-panel" */ './PaymentPanel'));

/** The payment instructions, fetched once an order has been sent (or opened in /pesanan). */
export function LazyPaymentPanel({ order }: { order: PaidOrder }) {
  return (
    <Suspense fallback={<p role="status">Memuat cara membayar…</p>}>
      <PaymentPanel order={order} />
    </Suspense>
  );
}

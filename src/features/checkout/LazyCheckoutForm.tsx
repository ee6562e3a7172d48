import { lazy, Suspense, type ComponentProps } from 'react';
import type { CheckoutForm as Form } from './CheckoutForm';

const CheckoutForm = lazy(() => import(/* webpackChunkName: "checkout" */ './CheckoutForm').then((module) => ({ default: module.CheckoutForm })));

/**
 * The checkout (the address comboboxes, shipping, the message) is a chunk of its own, fetched once
 * the cart has lines: an empty cart's first view carries none of it (6 KB brotli), and a full
 * cart's lines and summary never wait for it.
 */
export function LazyCheckoutForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<p>Memuat formulir pemesanan…</p>}>
      <CheckoutForm {...props} />
    </Suspense>
  );
}

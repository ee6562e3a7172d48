import type { TypedStartListening } from '@reduxjs/toolkit';
import type { ComponentProps } from 'react';
import { REHYDRATE } from 'redux-persist';
import { loadWithRetries } from '../../lib/loadWithRetries';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { whenPageSettled } from '../../lib/whenPageSettled';
import { selectTotalItems } from '../cart/cartSlice';
import type { CartState } from '../cart/cartTypes';
import type { CheckoutForm } from './CheckoutForm';

/**
 * The checkout form is a chunk of its own: an empty cart (a shopper's first look at /cart) never
 * shows it, and it is a third of the cart page's code (addresses, shipping, payment, the message).
 * It must never arrive after the page around it (the footer would move: CLS), so it is loaded
 * ahead of need:
 * - a cart stored in this browser: index.html's preload script fetches the chunk beside the
 *   cart page's (scripts/build/routePreloads.ts), and the first render of /cart waits for it
 *   (src/app/whenFirstRenderReady.ts);
 * - a cart filled during the visit: the listener below, at the first item; a stored cart loaded
 *   on another page: once that page has settled (it must not compete with the first view).
 * Should it still be on its way (a slow network), the cart page shows its lines and summary and
 * the form's place stays empty until it comes (CartPage's Suspense).
 * A chunk that fails reaches the page's error boundary, whose 'Coba lagi' loads it again
 * (forgetFailedLoads in src/lib/preloadableLazy.tsx); the cart is untouched.
 */
export const LazyCheckoutForm = preloadableLazy<ComponentProps<typeof CheckoutForm>>(() =>
  loadWithRetries(() => import(/* webpackChunkName: "checkout-form" */ './CheckoutForm')).then(({ CheckoutForm }) => ({ default: CheckoutForm })),
);

export function addCheckoutFormPreload(startListening: TypedStartListening<{ cart: CartState }>): void {
  startListening({
    predicate: (_action, current, previous) => selectTotalItems(previous) === 0 && selectTotalItems(current) > 0,
    effect: (action) => {
      const preload = () => void LazyCheckoutForm.preload().catch(() => undefined);
      if (action.type === REHYDRATE) whenPageSettled(preload, 0);
      else preload();
    },
  });
}

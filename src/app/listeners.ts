import type { TypedStartListening } from '@reduxjs/toolkit';
import { addCheckoutFormPreload } from '../features/checkout/LazyCheckoutForm';
import { addThemeListeners } from '../features/theme/themeListeners';
import { loadWithRetries } from '../lib/loadWithRetries';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/**
 * Side effects live in listeners, not in reducers or click handlers. Those that only show a
 * toast are a chunk of their own, requested as the store is made: it is in long before the page
 * has a button to press, and toasts themselves load later still (src/lib/toast.ts). Should it
 * never load (offline), the shop works the same, without those toasts.
 */
export function addAppListeners(startListening: AppStartListening): void {
  addThemeListeners(startListening);
  addCheckoutFormPreload(startListening);
  loadWithRetries(() => import(/* webpackChunkName: "toast-listeners" */ './toastListeners')).then(
    ({ addToastListeners }) => addToastListeners(startListening),
    () => undefined,
  );
}

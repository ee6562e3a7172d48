import { addCartToastListeners } from '../features/cart/cartToasts';
import { addNewsletterListeners } from '../features/newsletter/newsletterListeners';
import type { AppStartListening } from './listeners';

/** The listeners whose only effect is a toast: the lazy chunk `toast-listeners` (listeners.ts). */
export function addToastListeners(startListening: AppStartListening): void {
  addCartToastListeners(startListening);
  addNewsletterListeners(startListening);
}

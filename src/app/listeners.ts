import type { TypedStartListening } from '@reduxjs/toolkit';
import { addCartToastListeners } from '../features/cart/cartToasts';
import { addThemeListeners } from '../features/theme/themeListeners';
import { addNewsletterListeners } from '../features/newsletter/newsletterListeners';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** Side effects live in listeners, not in reducers or click handlers. */
export function addAppListeners(startListening: AppStartListening): void {
  addThemeListeners(startListening);
  addCartToastListeners(startListening);
  addNewsletterListeners(startListening);
}

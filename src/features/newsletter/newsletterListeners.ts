import type { TypedStartListening } from '@reduxjs/toolkit';
import { showToast } from '../../lib/toast';
import { signupRejected } from './newsletterActions';

// Toast colours that meet AA live in GlobalStyle, for every toast.
export function addNewsletterListeners(startListening: TypedStartListening<unknown>): void {
  startListening({
    actionCreator: signupRejected,
    effect: () => showToast('Masukkan email yang valid.', { variant: 'warning', preventDuplicate: true }),
  });
}

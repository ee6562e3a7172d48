import type { TypedStartListening } from '@reduxjs/toolkit';
import { showToast } from '../../lib/toast';
import { signupRejected } from './newsletterActions';

export function addNewsletterListeners(startListening: TypedStartListening<unknown>): void {
  startListening({
    actionCreator: signupRejected,
    effect: () => showToast('Masukkan email yang valid.', { variant: 'warning', preventDuplicate: true }),
  });
}

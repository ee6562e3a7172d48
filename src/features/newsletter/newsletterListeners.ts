import type { TypedStartListening } from '@reduxjs/toolkit';
import { showToast } from '../../lib/toast';
import { signupRejected } from './newsletterActions';

// notistack's own warning orange carries white text at about 2:1; this amber reaches 7:1 (AA).
const readableWarning = { backgroundColor: '#8a4500', color: '#ffffff' };

export function addNewsletterListeners(startListening: TypedStartListening<unknown>): void {
  startListening({
    actionCreator: signupRejected,
    effect: () => showToast('Masukkan email yang valid.', { variant: 'warning', preventDuplicate: true, style: readableWarning }),
  });
}

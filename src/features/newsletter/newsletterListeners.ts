import type { TypedStartListening } from '@reduxjs/toolkit';
import { showToast } from '../../lib/toast';
import { signupFailed, signupRejected, signupSent } from './newsletterActions';

// Toast colours that meet AA live in GlobalStyle, for every toast.
export function addNewsletterListeners(startListening: TypedStartListening<unknown>): void {
  startListening({
    actionCreator: signupRejected,
    effect: () => showToast('Masukkan email yang valid.', { variant: 'warning', preventDuplicate: true }),
  });
  startListening({
    actionCreator: signupSent,
    effect: () => showToast('Email Anda terkirim ke daftar langganan toko. Cek kotak masuk untuk konfirmasi.', { variant: 'success', preventDuplicate: true }),
  });
  startListening({
    actionCreator: signupFailed,
    effect: () => showToast('Email belum terkirim. Periksa koneksi internet, lalu coba lagi.', { variant: 'warning', preventDuplicate: true }),
  });
}

import { useEffect } from 'react';
// notistack's code is imported here and in ToastTransition only (see src/lib/toast.ts): its own chunk.
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { toastsReady } from '../lib/toast';
import { ToastTransition } from './ToastTransition';

/** notistack's provider, with the shop's toast settings; lazily loaded by ToastHost. */
export function ToastProvider() {
  // notistack points its global functions at the provider mounted last: read them at call time.
  useEffect(() => toastsReady({ enqueueSnackbar: (message, options) => enqueueSnackbar(message, options), closeSnackbar: (key) => closeSnackbar(key) }), []);
  return <SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} TransitionComponent={ToastTransition} />;
}

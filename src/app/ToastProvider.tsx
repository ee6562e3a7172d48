import { useEffect } from 'react';
// notistack's code is imported here and in ToastTransition only (see src/lib/toast.ts): its own chunk.
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type VariantType } from 'notistack';
import { toastsReady } from '../lib/toast';
import { ToastTransition } from './ToastTransition';

/**
 * notistack's own colours for these fail AA with white text (green ~3:1, orange ~2:1). Set inline
 * on each toast, so they come with notistack's chunk instead of weighing on the first stylesheet.
 */
const backgrounds: Partial<Record<VariantType, string>> = { success: '#1e6b3a', warning: '#8a4500', info: '#1f5fbf', error: '#b3261e' };

/** notistack's provider, with the shop's toast settings; lazily loaded by ToastHost. */
export function ToastProvider() {
  // notistack points its global functions at the provider mounted last: read them at call time.
  useEffect(
    () =>
      toastsReady({
        enqueueSnackbar: (message, options) =>
          enqueueSnackbar(message, { ...options, style: { backgroundColor: backgrounds[options?.variant ?? 'default'], ...options?.style } }),
        closeSnackbar: (key) => closeSnackbar(key),
      }),
    [],
  );
  return <SnackbarProvider maxSnack={3} autoHideDuration={4000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} TransitionComponent={ToastTransition} />;
}

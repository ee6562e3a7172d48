import * as notistack from 'notistack';
import type { OptionsObject, SnackbarMessage } from 'notistack';

/**
 * Shows a toast from anywhere (listeners included). notistack only defines its global
 * `enqueueSnackbar` once a SnackbarProvider has mounted; without one (a store in a test, a
 * replay) the toast is skipped instead of throwing.
 */
export function showToast(message: SnackbarMessage, options?: OptionsObject): void {
  if (typeof notistack.enqueueSnackbar === 'function') notistack.enqueueSnackbar(message, options);
}

import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/**
 * Toasts from anywhere (listeners included): `showToast` and `closeToast`, never notistack's own
 * `enqueueSnackbar`/`useSnackbar` (eslint says so). notistack is about 8 kB of gzip that the
 * first paint does not need, so it is not in the initial JS: the ToastHost (src/app) loads it
 * when the browser is idle, or at the first toast if that comes sooner. Toasts asked for before
 * it is ready wait in a short queue and show the moment it is. Without a host (a store in a
 * test, a replay) nothing shows and nothing throws.
 */
export interface ToastApi {
  enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): SnackbarKey;
  closeSnackbar(key?: SnackbarKey): void;
}

const MAX_WAITING = 10;
let api: ToastApi | null = null;
let waiting: ((ready: ToastApi) => void)[] = [];
let hostWanted: (() => void) | null = null;

function whenReady(run: (ready: ToastApi) => void): void {
  if (api) {
    // In a task of its own: the tap that asked for the toast paints its own result first (the
    // badge, the new quantity), and the toast's render and animation follow a frame later.
    // Measured with scripts/bench/interactions.ts at 4× CPU slowdown: adding to the cart went
    // from ~23 to ~16 ms of main-thread work before its frame.
    const ready = api;
    setTimeout(() => run(ready), 0);
    return;
  }
  if (waiting.length < MAX_WAITING) waiting.push(run);
  hostWanted?.();
}

export function showToast(message: SnackbarMessage, options?: OptionsObject): void {
  whenReady((ready) => ready.enqueueSnackbar(message, options));
}

/** Closes one toast (a toast's action gets its key), or all of them. */
export function closeToast(key?: SnackbarKey): void {
  whenReady((ready) => ready.closeSnackbar(key));
}

/** For the ToastHost: called when a toast is waiting, so notistack is loaded now. */
export function onToastWanted(load: () => void): () => void {
  hostWanted = load;
  if (waiting.length > 0) load();
  return () => {
    if (hostWanted === load) hostWanted = null;
  };
}

/** For the ToastHost: notistack's provider is mounted; show what waited. Returns the unmount. */
export function toastsReady(ready: ToastApi): () => void {
  api = ready;
  const queued = waiting;
  waiting = [];
  queued.forEach((run) => run(ready));
  return () => {
    if (api === ready) api = null;
    // A host goes away only in tests: what it did not show must not leak into the next one.
    waiting = [];
  };
}

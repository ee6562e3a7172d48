/**
 * The toasts' keyframes (src/app/ToastTransition.tsx): a toast rises from its own height into
 * place and sinks away, fading. They are in the page's first stylesheet (GlobalStyle), not in the
 * toasts' chunk: adding a @keyframes rule to a page restyles every element on it (a 25 ms task at
 * 4× CPU slowdown when notistack loaded), while here they cost 0.1 kB of gzip and no work.
 */
export const TOAST_IN = 'langkah-toast-in';
export const TOAST_OUT = 'langkah-toast-out';

export const toastKeyframes = `
  @keyframes ${TOAST_IN} { from { transform: translateY(100%); opacity: 0; } }
  @keyframes ${TOAST_OUT} { to { transform: translateY(50%); opacity: 0; } }
`;

import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SnackbarAction } from 'notistack';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The cart toasts' actions for the listeners, which run in the store. Their views load with
 * notistack in the "toasts" chunk, which has arrived by the time any toast shows; a toast is
 * still queued at once, so toasts keep their order. Should the views fail to load, the toast
 * shows without its action rather than breaking the page.
 */
const views = () => import(/* webpackChunkName: "toasts" */ './toastActions');
const orNothing = <P,>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((Component) => ({ default: Component }), () => ({ default: (() => null) as ComponentType<P> })));

const CartToastLink = orNothing(() => views().then((m) => m.CartToastLink));
const UndoButton = orNothing(() => views().then((m) => m.UndoButton));

/** 'Lihat keranjang'. */
export const cartLinkAction: SnackbarAction = () => (
  <Suspense fallback={null}>
    <CartToastLink />
  </Suspense>
);

/** 'Batalkan': dispatches `undo` once, then closes the toast. */
export function undoAction(undo: UnknownAction, dispatch: Dispatch): SnackbarAction {
  return (key) => (
    <Suspense fallback={null}>
      <UndoButton undo={undo} toastKey={key} dispatch={dispatch} />
    </Suspense>
  );
}

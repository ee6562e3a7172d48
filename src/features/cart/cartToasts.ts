import type { TypedStartListening } from '@reduxjs/toolkit';
import { showToast } from '../../lib/toast';
import { customItemAdded, itemAdded, itemUpdated } from './cartSlice';
import type { CartState } from './cartTypes';
import { addCartUndoListeners } from './cartUndoToasts';
import { cartLinkAction } from './toastActionsLazy';

type StateWithCart = { cart: CartState };

/** Confirms every addition with a way to the cart; a listener keeps this out of click handlers. */
export function addCartToastListeners(startListening: TypedStartListening<unknown>): void {
  addCartUndoListeners(startListening);
  startListening({
    actionCreator: itemAdded,
    effect: () => {
      showToast('Ditambahkan ke keranjang', { variant: 'success', action: cartLinkAction });
    },
  });
  startListening({
    actionCreator: customItemAdded,
    effect: () => {
      showToast('Pesanan custom ditambahkan ke keranjang', { variant: 'success', action: cartLinkAction });
    },
  });
  // An edit that makes two lines equal merges them; say so, or a line seems to vanish.
  startListening({
    actionCreator: itemUpdated,
    effect: (_action, api) => {
      const before = (api.getOriginalState() as StateWithCart).cart.items.length;
      const after = (api.getState() as StateWithCart).cart.items.length;
      if (after < before) showToast('Digabung dengan produk yang sama di keranjang', { variant: 'info' });
    },
  });
}

import type { TypedStartListening } from '@reduxjs/toolkit';
import { cleared, clearUndone, itemRemoved, itemsRemoved, removalUndone, type RemovedLine } from './cartSlice';
import type { CartLine, CartState } from './cartTypes';
import { sameLine } from './cartMath';
import { showToast } from '../../lib/toast';
import { undoAction } from './toastActionsLazy';

type StateWithCart = { cart: CartState };

const UNDO_TOAST_MS = 10_000;

/** The lines an action took away, with their places, from the cart before and after it. */
function removedLines(before: readonly CartLine[], after: readonly CartLine[]): RemovedLine[] {
  return before.flatMap((line, index) => (after.some((kept) => sameLine(kept, line)) ? [] : [{ line, index }]));
}

/**
 * Removing and clearing are undoable instead of guarded by blocking confirms: the lines ride
 * along in the toast's 'Batalkan'.
 */
export function addCartUndoListeners(startListening: TypedStartListening<unknown>): void {
  startListening({
    actionCreator: cleared,
    effect: (_action, api) => {
      const lines = (api.getOriginalState() as StateWithCart).cart.items;
      if (lines.length === 0) return;
      showToast('Keranjang dikosongkan', { autoHideDuration: UNDO_TOAST_MS, action: undoAction(clearUndone(lines), api.dispatch) });
    },
  });
  startListening({
    predicate: (action) => itemRemoved.match(action) || itemsRemoved.match(action),
    effect: (_action, api) => {
      const removed = removedLines((api.getOriginalState() as StateWithCart).cart.items, (api.getState() as StateWithCart).cart.items);
      if (removed.length === 0) return;
      const message = removed.length === 1 ? `${removed[0]!.line.name || 'Produk'} dihapus` : `${removed.length} produk dihapus`;
      showToast(message, { autoHideDuration: UNDO_TOAST_MS, action: undoAction(removalUndone(removed), api.dispatch) });
    },
  });
}

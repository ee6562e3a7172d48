import type { SavedListState } from '../../lib/savedListSlice';
import type { CartLine } from '../cart/cartTypes';

/**
 * One order sent through 'Pesan via WhatsApp', as this browser remembers it: what was in the
 * cart and when. Never who sent it: the buyer's name, phone and address stay in the form.
 */
export interface PastOrder {
  id: string;
  /** ISO time the order was opened in WhatsApp. */
  sentAt: string;
  lines: CartLine[];
  /** The order's total at the prices of that day. */
  total: number;
}

/** Newest first, at most ORDER_HISTORY_LIMIT. */
export type OrderHistoryState = SavedListState<'orders', PastOrder>;

export const ORDER_HISTORY_LIMIT = 20;

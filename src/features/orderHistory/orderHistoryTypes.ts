import type { SavedListState } from '../../lib/savedListSlice';
import type { OrderRecord } from '../checkout/order/orderRecord';

/**
 * One order sent through 'Pesan via WhatsApp', as this browser remembers it: the OrderRecord
 * (number, time, lines, shipping, payment, kode unik, totals). Never who sent it: the buyer's
 * name, phone and address stay in the form (and in the nota link she sends herself).
 */
export interface PastOrder extends Omit<OrderRecord, 'number'> {
  /** The list's key: the order number, or for an order kept from before numbers its old random id. */
  id: string;
  /** Null for an order sent before orders were numbered (issue 52): it is shown without one. */
  number: string | null;
}

/** Newest first, at most ORDER_HISTORY_LIMIT. */
export type OrderHistoryState = SavedListState<'orders', PastOrder>;

export const ORDER_HISTORY_LIMIT = 20;

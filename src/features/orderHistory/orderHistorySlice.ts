import { nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { createSavedListSlice, putFirst } from '../../lib/savedListSlice';
import { totalPrice } from '../cart/cartMath';
import type { CartLine } from '../cart/cartTypes';
import { ORDER_HISTORY_LIMIT, type OrderHistoryState, type PastOrder } from './orderHistoryTypes';

// In the root reducer (it is persisted), so in the initial JS: kept to the bare events.

const orderHistorySlice = createSavedListSlice({
  name: 'orderHistory',
  field: 'orders',
  reducers: {
    orderSent: {
      reducer(state: OrderHistoryState, { payload }: PayloadAction<PastOrder>) {
        state.orders = putFirst(state.orders, payload, 'move', ORDER_HISTORY_LIMIT);
      },
      // Only the cart's lines come in: the buyer's details never reach the store or the log.
      prepare(lines: CartLine[]) {
        return { payload: { id: nanoid(10), sentAt: new Date().toISOString(), lines, total: totalPrice(lines) } };
      },
    },
  },
  selectors: {
    selectPastOrders: (history: OrderHistoryState) => history.orders,
  },
});

export const { orderSent, syncedFromStorage: orderHistorySyncedFromStorage } = orderHistorySlice.actions;
export const { selectPastOrders } = orderHistorySlice.selectors;
export default orderHistorySlice;

import type { PayloadAction } from '@reduxjs/toolkit';
import { createSavedListSlice, putFirst } from '../../lib/savedListSlice';
import type { OrderRecord } from '../checkout/order/orderRecord';
import { ORDER_HISTORY_LIMIT, type OrderHistoryState, type PastOrder } from './orderHistoryTypes';

// In the root reducer (it is persisted), so in the initial JS: kept to the bare events.

const orderHistorySlice = createSavedListSlice({
  name: 'orderHistory',
  field: 'orders',
  reducers: {
    // The OrderRecord comes in, never the people: the buyer's details never reach the store or the log.
    orderSent(state: OrderHistoryState, { payload }: PayloadAction<OrderRecord>) {
      const order: PastOrder = { id: payload.number, ...payload };
      state.orders = putFirst(state.orders, order, 'move', ORDER_HISTORY_LIMIT);
    },
  },
  selectors: {
    selectPastOrders: (history: OrderHistoryState) => history.orders,
  },
});

export const { orderSent, syncedFromStorage: orderHistorySyncedFromStorage } = orderHistorySlice.actions;
export const { selectPastOrders } = orderHistorySlice.selectors;
export default orderHistorySlice;

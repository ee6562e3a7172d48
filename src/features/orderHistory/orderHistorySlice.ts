import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { totalPrice } from '../cart/cartMath';
import type { CartLine } from '../cart/cartTypes';
import { ORDER_HISTORY_LIMIT, type OrderHistoryState, type PastOrder } from './orderHistoryTypes';

// In the root reducer (it is persisted), so in the initial JS: kept to the bare events.

const initialState: OrderHistoryState = { orders: [] };

const orderHistorySlice = createSlice({
  name: 'orderHistory',
  initialState,
  reducers: {
    orderSent: {
      reducer(state, { payload }: PayloadAction<PastOrder>) {
        state.orders = [payload, ...state.orders].slice(0, ORDER_HISTORY_LIMIT);
      },
      // Only the cart's lines come in: the buyer's details never reach the store or the log.
      prepare(lines: CartLine[]) {
        return { payload: { id: nanoid(10), sentAt: new Date().toISOString(), lines, total: totalPrice(lines) } };
      },
    },
    /** Another tab changed `orderHistory`; its list replaces ours. */
    syncedFromStorage(state, { payload }: PayloadAction<PastOrder[]>) {
      state.orders = payload;
    },
  },
  selectors: {
    selectPastOrders: (history) => history.orders,
  },
});

export const { orderSent, syncedFromStorage: orderHistorySyncedFromStorage } = orderHistorySlice.actions;
export const { selectPastOrders } = orderHistorySlice.selectors;
export default orderHistorySlice;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The chosen shipping service and its ongkir: the one part of the checkout in the store, so the
 * summary can add it up and support staff see it in DevTools. Never the address it was priced
 * for (buyer details stay in the form's own state). Not saved: it is priced again at each visit.
 */
export interface ShippingChoice {
  /** Null when nothing can be chosen (no rate for the destination, the free-text address). */
  service: string | null;
  /** Whole rupiah, or null: 'Ongkir dikonfirmasi penjual'. */
  ongkir: number | null;
}

export interface ShippingState {
  choice: ShippingChoice | null;
}

const initialState: ShippingState = { choice: null };

const shippingSlice = createSlice({
  name: 'shipping',
  initialState,
  reducers: {
    shippingChosen(state, { payload }: PayloadAction<ShippingChoice>) {
      state.choice = { service: payload.service, ongkir: payload.ongkir };
    },
    shippingCleared(state) {
      state.choice = null;
    },
  },
  selectors: {
    selectShippingChoice: (shipping) => shipping.choice,
  },
});

export const { shippingChosen, shippingCleared } = shippingSlice.actions;
export const { selectShippingChoice } = shippingSlice.selectors;
export default shippingSlice;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentKind } from './order/orderRecord';

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

/**
 * The payment chosen under 'Pembayaran' (issue 52): its kind and the shop's label, and the kode
 * unik drawn for it (0 for COD or when the shop has none). Never an account number or anything
 * the shopper typed. The summary adds the code only when the whole amount is known.
 */
export interface PaymentChoice {
  kind: PaymentKind;
  label: string;
  uniqueCode: number;
}

export interface ShippingState {
  choice: ShippingChoice | null;
  payment: PaymentChoice | null;
}

const initialState: ShippingState = { choice: null, payment: null };

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
    paymentChosen(state, { payload }: PayloadAction<PaymentChoice>) {
      state.payment = { kind: payload.kind, label: payload.label, uniqueCode: payload.uniqueCode };
    },
    paymentCleared(state) {
      state.payment = null;
    },
  },
  selectors: {
    selectShippingChoice: (shipping) => shipping.choice,
    // `?? null`: a state exported before issue 52 (an imported log) has no payment.
    selectPaymentChoice: (shipping) => shipping.payment ?? null,
  },
});

export const { shippingChosen, shippingCleared, paymentChosen, paymentCleared } = shippingSlice.actions;
export const { selectShippingChoice, selectPaymentChoice } = shippingSlice.selectors;
export default shippingSlice;

import type { PaymentKind } from '../order/orderRecord';

/** The kode unik's range: rupiah enough to tell a day's transfers apart, never a noticeable sum. */
export const UNIQUE_CODE_MAX = 999;

/** 1 to 999, drawn once per order (when the form opens) so it does not change under her eyes. */
export function drawUniqueCode(random: () => number = Math.random): number {
  return 1 + Math.min(UNIQUE_CODE_MAX - 1, Math.floor(random() * UNIQUE_CODE_MAX));
}

/**
 * The kode unik an order carries: the drawn code for a transfer, an e-wallet or QRIS when the
 * shop has switched it on; 0 for COD (the courier collects a round sum) and when no method is chosen.
 */
export function uniqueCodeFor(kind: PaymentKind | undefined, drawn: number, enabled: boolean): number {
  return enabled && kind !== undefined && kind !== 'cod' ? drawn : 0;
}

/**
 * Total bayar with the kode unik: the code is added only when the whole amount is known; when a
 * part is not (ongkir or a custom price confirmed by the seller) there is no figure and no code.
 */
export function payableWithCode(toPay: number | null, uniqueCode: number): { toPay: number | null; uniqueCode: number } {
  return toPay === null ? { toPay: null, uniqueCode: 0 } : { toPay: toPay + uniqueCode, uniqueCode };
}

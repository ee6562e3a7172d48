/**
 * 'Total bayar': the goods (Total harga) plus the ongkir, in whole rupiah. Null when a part is not
 * known yet (ongkir priced by the seller, a custom line without a price): the screen and the
 * message then say the seller sends the total, and show no figure that could be wrong.
 */
export function totalToPay(goodsTotal: number, ongkir: number | null, goodsPriced: boolean): number | null {
  if (ongkir === null || !goodsPriced) return null;
  return Math.max(0, Math.round(goodsTotal)) + Math.max(0, Math.round(ongkir));
}

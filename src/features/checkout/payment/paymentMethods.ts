import type { PaymentFacts } from '../../../config/payment';
import type { ChosenPayment, PaymentKind } from '../order/orderRecord';

/** One radio under 'Pembayaran'. */
export interface PaymentMethod extends ChosenPayment {
  /** Unique among the shop's methods: the radio's value. */
  id: string;
  /** What the radio says: 'Transfer BCA', 'GoPay', 'QRIS', 'Bayar di tempat (COD)'. */
  title: string;
  detail: string;
}

export const COD_LABEL = 'Bayar di tempat (COD)';

/** COD when the order is collected at the shop: what the radio, the message and the panel say. */
export const CASH_AT_SHOP = 'Bayar tunai di toko saat mengambil pesanan';

/** Where the parcel goes, by name, as COD's areas are written in toko.csv. */
export interface PlaceNames {
  province?: string;
  regency?: string;
}

const same = (a: string, b: string) => a.localeCompare(b, 'id', { sensitivity: 'base' }) === 0;

/** COD everywhere, or only where one of toko.csv's areas names the province or the kota/kabupaten. */
export function codAllowed(cod: PaymentFacts['cod'], place: PlaceNames): boolean {
  if (!cod) return false;
  if (cod.areas.length === 0) return true;
  return cod.areas.some((area) => (place.regency && same(area, place.regency)) || (place.province && same(area, place.province)));
}

/** The shop's methods for this destination, transfers first as Indonesian shops list them. */
export function paymentMethods(facts: PaymentFacts, place: PlaceNames, pickup = false): PaymentMethod[] {
  const method = (kind: PaymentKind, id: string, label: string, title: string, detail: string): PaymentMethod => ({ kind, id, label, title, detail });
  return [
    ...facts.banks.map((bank, i) => method('bank', `bank-${i}`, bank.label, `Transfer ${bank.label}`, 'Transfer bank, nomor rekening tampil setelah pesan')),
    ...facts.ewallets.map((wallet, i) => method('ewallet', `ewallet-${i}`, wallet.label, wallet.label, 'E-wallet, nomor tampil setelah pesan')),
    ...(facts.qris ? [method('qris', 'qris', 'QRIS', 'QRIS', 'Pindai dengan aplikasi bank atau e-wallet apa saja')] : []),
    // Picked up at the shop, COD is paid there, not to a courier.
    ...(codAllowed(facts.cod, place) ? [method('cod', 'cod', COD_LABEL, COD_LABEL, pickup ? CASH_AT_SHOP : 'Bayar tunai ke kurir saat paket tiba')] : []),
  ];
}

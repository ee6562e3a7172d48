import type { CartLine } from '../../cart/cartTypes';
import type { StructuredAddress } from '../address/addressTypes';

/** The kinds of payment a shop can accept (issue 52), each set in toko.csv. */
export type PaymentKind = 'bank' | 'ewallet' | 'qris' | 'cod';

/** The payment the shopper chose under 'Pembayaran'. */
export interface ChosenPayment {
  kind: PaymentKind;
  /** As the shop names it: 'BCA', 'DANA', 'QRIS', 'Bayar di tempat (COD)'. */
  label: string;
}

/** The shipping as it was priced when the order was sent. */
export interface OrderShippingRecord {
  /** Null: nothing could be chosen (no rate for the destination, the free-text address). */
  service: string | null;
  /** Whole rupiah, or null: 'dikonfirmasi penjual'. */
  ongkir: number | null;
  grams: number;
  days?: string;
  /** Set when the free-shipping threshold made it free: what it would have cost. */
  freeFrom?: number;
}

/**
 * One order as it was sent, without the people: what the order history keeps (issue 52) and the
 * message states. Never the buyer's name, number or address (OrderPeople has those).
 */
export interface OrderRecord {
  /** 'LK-7F3K-2Q9D': the shop's prefix and 40+ random bits in Crockford base32. */
  number: string;
  /** ISO time. */
  sentAt: string;
  lines: CartLine[];
  shipping: OrderShippingRecord;
  payment: ChosenPayment | null;
  /** Rupiah added so transfers can be told apart (1–999); 0 when none applies. */
  uniqueCode: number;
  /** Total harga: the goods. */
  goodsTotal: number;
  /** Goods + ongkir + kode unik; null when a part is not known (the seller sends the total). */
  toPay: number | null;
}

/** The people of an order: only the nota link (which the shopper sends herself) carries them. */
export interface OrderPeople {
  /** The recipient. */
  name: string;
  phone: string;
  address: StructuredAddress;
  /** The dropship sender, when she ticked 'Dikirim atas nama orang lain (dropship)'. */
  sender: { name: string; phone: string } | null;
  note: string;
}

/** What a nota link (`/nota#…`) carries. */
export interface NotaOrder extends OrderRecord {
  people: OrderPeople;
}

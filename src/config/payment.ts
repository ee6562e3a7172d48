import facts from '../../generated/toko-contoh/facts/payment.json';

/** A bank account or an e-wallet the shop takes payment to. */
export interface PaymentAccount {
  /** 'BCA', 'Mandiri', 'GoPay'. */
  label: string;
  /** Digits only, as a banking app wants it pasted. */
  number: string;
  holder: string;
}

/** The shop's order and payment facts from toko.csv. */
export interface PaymentFacts {
  /** 'LK' in LK-7F3K-2Q9D (toko.csv's awalan_pesanan, else the name's first two letters). */
  orderPrefix: string;
  banks: PaymentAccount[];
  ewallets: PaymentAccount[];
  /** The QRIS image, a file under the catalogue's folder (catalog:build copies it there). Null: no QRIS. */
  qris: { image: string } | null;
  /** Provinces or kota/kabupaten where COD is offered, by name; empty: everywhere. Null: no COD. */
  cod: { areas: string[] } | null;
  /** Kode unik: 1–999 rupiah added to transfers, e-wallets and QRIS so they can be told apart. */
  uniqueCode: boolean;
}

/**
 * What the checkout needs to number an order and take its payment. From toko.csv through
 * facts/payment.json (`catalog:build` writes it); only the checkout's code imports this file.
 */
export const paymentFacts: PaymentFacts = facts as PaymentFacts;

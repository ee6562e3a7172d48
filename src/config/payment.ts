import facts from './facts/payment.json';

/** The shop's order and payment facts from toko.csv. */
export interface PaymentFacts {
  /** 'LK' in LK-7F3K-2Q9D (toko.csv's awalan_pesanan, else the name's first two letters). */
  orderPrefix: string;
}

/**
 * What the checkout needs to number an order and take its payment. From toko.csv through
 * facts/payment.json (`catalog:build` writes it); only the checkout's code imports this file.
 */
export const paymentFacts: PaymentFacts = facts as PaymentFacts;

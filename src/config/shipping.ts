import facts from '../../generated/toko-contoh/facts/shipping.json';

/** The shop-wide shipping facts from toko.csv (the checkout calls them ShippingFacts). */
export interface ShopShipping {
  /** Grams for a product without `berat` and for custom lines. */
  defaultWeightGrams: number;
  /** Goods' total (Total harga) at or above minTotal makes these services free; an empty list means the cheapest one. Null: no free shipping. */
  freeShipping: { minTotal: number; services: string[] } | null;
  /** The shop's own kota/kabupaten: a destination in it is offered 'Ambil di toko' (ongkir Rp 0). Null: no pickup. */
  pickup: { regencyCode: string; name: string } | null;
}

/**
 * What the checkout needs to price shipping: the weight of a product without `berat`, free
 * shipping and the shop's own kota/kabupaten for 'Ambil di toko'. From toko.csv through
 * facts/shipping.json (`catalog:build` writes it); only the checkout's chunk imports this file.
 */
export const shippingFacts: ShopShipping = facts as ShopShipping;

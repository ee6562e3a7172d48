import facts from './facts/shipping.json';

/**
 * ShippingFacts of src/features/checkout/shipping/rateTypes.ts, spelled out here because config, the
 * lowest layer, may not import from a feature, not even a type (eslint boundaries).
 * scripts/shop/shippingFacts.ts fails to compile if the two ever differ.
 */
export interface ShopShipping {
  defaultWeightGrams: number;
  freeShipping: { minTotal: number; services: string[] } | null;
  pickup: { regencyCode: string; name: string } | null;
}

/**
 * What the checkout needs to price shipping: the weight of a product without `berat`, free
 * shipping and the shop's own kota/kabupaten for 'Ambil di toko'. From toko.csv through
 * facts/shipping.json (`catalog:build` writes it); only the checkout's chunk imports this file.
 */
export const shippingFacts: ShopShipping = facts as ShopShipping;

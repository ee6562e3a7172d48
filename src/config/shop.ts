import facts from '../../generated/toko-contoh/facts/shop.json';

/**
 * The shop's own facts, as its owner wrote them in toko.csv (her shop folder; the demo's is
 * toko-contoh/toko.csv): `catalog:build` checks them and writes facts/shop.json, which only this
 * file reads. Where to find the shop (address, map, social accounts) is in shopContact.ts, which
 * only the footer loads.
 */
export const shop: {
  readonly name: string;
  readonly tagline: string;
  readonly copyright: string;
  readonly description: string;
  /** International format without '+', as wa.me expects. */
  readonly whatsappNumber: string;
} = facts;

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${shop.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

import facts from '../../generated/toko-contoh/facts/contact.json';

/**
 * Where to find the shop, shown in the footer (its own chunk, so these stay out of the first
 * screen's JS). From toko.csv through facts/contact.json (`catalog:build` writes it); a social
 * network the shop is not on is simply absent.
 */
export const shopContact: {
  readonly address: string;
  readonly coordinates: { readonly lat: number; readonly lng: number };
  readonly social: { readonly instagram?: string; readonly youtube?: string; readonly tiktok?: string };
  /** The payment logos the footer shows, by name: toko.csv's logo_pembayaran, else her banks and e-wallets. */
  readonly paymentLogos: readonly string[];
  /** The chat button's first message (toko.csv's sapaan_chat, else 'Halo <nama>, saya ingin bertanya.'). */
  readonly chatGreeting: string;
} = facts;

export function mapsLink(): string {
  const { lat, lng } = shopContact.coordinates;
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

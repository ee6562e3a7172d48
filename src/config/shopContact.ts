import facts from '../../generated/toko-contoh/facts/contact.json';

/**
 * Where to find the shop, shown in the footer (its own chunk, so these stay out of the first
 * screen's JS). From toko.csv through facts/contact.json (`catalog:build` writes it); a social
 * network the shop is not on is simply absent.
 */
export const shopContact: {
  readonly address: string;
  readonly coordinates: { readonly lat: number; readonly lng: number };
  readonly social: { readonly instagram?: string; readonly youtube?: string; readonly tiktok?: string; readonly whatsappChannel?: string };
  /** The payment logos the footer shows, by name: toko.csv's logo_pembayaran, else every method she takes. */
  readonly paymentLogos: readonly string[];
  /** The footer map's labels, her street and name as outlines (scripts/shop/mapLabels.ts). */
  readonly mapLabels: { readonly street: string; readonly shop: string; readonly pill: number };
  /** Where the footer's sign-up sends an address (toko.csv's daftar_email); absent: it is sent nowhere. */
  readonly signupUrl?: string;
  /** The chat button's first message (toko.csv's sapaan_chat, else 'Halo <nama>, saya ingin bertanya.'). */
  readonly chatGreeting: string;
} = facts;

export function mapsLink(): string {
  const { lat, lng } = shopContact.coordinates;
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

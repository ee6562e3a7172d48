import facts from '../../generated/toko-contoh/facts/shop.json';

/**
 * The shop's own facts, as its owner wrote them in toko.csv (her shop folder; the demo's is
 * toko-contoh/toko.csv): `catalog:build` checks them and writes facts/shop.json, which only this
 * file reads. The import names the demo's committed file; another shop's build reads hers
 * (SHOP_OUTPUT: scripts/shop/shopOutput.ts). Where to find the shop (address, map, social accounts) is in shopContact.ts, which
 * only the footer loads.
 */
export const shop: {
  readonly name: string;
  readonly tagline: string;
  readonly copyright: string;
  readonly description: string;
  /** International format without '+', as wa.me expects. */
  readonly whatsappNumber: string;
  /** Her initials, her mark without a logo file ('L'). */
  readonly initials: string;
  /** She gave a logo file: the site's /favicon.png and /logo.png are made from it (scripts/shop/shopIcons.ts). */
  readonly logo?: boolean;
  /** Her sale picture, drawn by catalog:build: paths inside the catalogue folder (scripts/catalog/salePicture/). */
  readonly salePicture: { readonly src: string; readonly width: number; readonly height: number; readonly alt: string };
  /** The home page's sentence under the tagline (toko.csv's teks_beranda, else her categories). */
  readonly homeText: string;
  /** The main menu's labels, also the titles of those pages (menu_home, menu_sale, menu_hadiah, menu_custom). */
  readonly menu: { readonly home: string; readonly sale: string; readonly gift: string; readonly custom: string };
} = facts;

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${shop.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

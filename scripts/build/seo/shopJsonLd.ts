/**
 * The shop itself as JSON-LD on the home page: a `ClothingStore` (a LocalBusiness, so search
 * engines can show its address, map pin and WhatsApp number), from the facts the owner wrote in
 * toko.csv (facts/shop.json and contact.json, as the footer shows them).
 */
import type { ClothingStore, WithContext } from 'schema-dts';

export interface ShopFacts {
  name: string;
  description: string;
  /** International format without '+' (wa.me's). */
  whatsappNumber: string;
  address: string;
  coordinates: { lat: number; lng: number };
  social: Partial<Record<string, string>>;
}

export interface ShopLdContext {
  /** The home page's absolute address; undefined without SHOP_URL (then no url, logo or image). */
  homeUrl?: string;
  logoUrl?: string;
  imageUrl?: string;
}

/** An Indonesian address ends with its postal code (5 digits) more often than not. */
const postalCode = (address: string) => /\b(\d{5})\s*$/.exec(address)?.[1];

export function shopJsonLd(facts: ShopFacts, context: ShopLdContext): WithContext<ClothingStore> {
  const code = postalCode(facts.address);
  const sameAs = Object.values(facts.social).filter((url): url is string => Boolean(url));
  return {
    '@context': 'https://schema.org',
    '@type': 'ClothingStore',
    name: facts.name,
    description: facts.description,
    ...(context.homeUrl ? { url: context.homeUrl, '@id': `${context.homeUrl}#toko` } : {}),
    ...(context.logoUrl ? { logo: context.logoUrl } : {}),
    ...(context.imageUrl ? { image: context.imageUrl } : {}),
    telephone: `+${facts.whatsappNumber}`,
    address: { '@type': 'PostalAddress', streetAddress: facts.address, ...(code ? { postalCode: code } : {}), addressCountry: 'ID' },
    geo: { '@type': 'GeoCoordinates', latitude: facts.coordinates.lat, longitude: facts.coordinates.lng },
    ...(sameAs.length > 0 ? { sameAs } : {}),
    currenciesAccepted: 'IDR',
  };
}

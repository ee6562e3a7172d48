import type { ProductShareText, ShopShareText } from './shareLayout';

// og:image:alt, read aloud by a screen reader in the chat: what the picture shows, in Indonesian.
// The prices keep formatPrice's no-break space, so "Rp" never ends a line apart from its number.

export const productAlt = ({ name, price, original, discount, shop }: ProductShareText): string =>
  original
    ? `Foto ${name}, harga diskon ${price} dari ${original}${discount ? ` (hemat ${discount}%)` : ''}, di toko ${shop}`
    : `Foto ${name}, harga ${price}, di toko ${shop}`;

export const shopAlt = ({ shop, tagline }: ShopShareText, pictures: number): string =>
  `${shop}${tagline ? `: ${tagline}` : ''}${pictures ? `, dengan foto ${pictures === 1 ? 'salah satu produknya' : `${pictures} produknya`}` : ''}`;

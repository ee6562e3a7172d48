import type { ShopFacts } from './shopFacts';

/** A category as the app lists it where the catalogue has not loaded (404 page, empty cart). */
export interface ShopCategory {
  slug: string;
  label: string;
}

/** The seed's menu labels: what the menu shows for a key she leaves empty. */
export const DEFAULT_MENU = { home: 'Home', sale: 'On Sale', gift: 'Gifting', custom: 'Custom' } as const;

export const DEFAULT_GIFT_INTRO = 'Ide hadiah untuk orang tersayang, sesuai budget Anda.';

const CUSTOM_INTRO_END = 'Ceritakan keinginanmu di sini. Pesanan masuk ke keranjang, lalu kami konfirmasi harga dan waktu pengerjaannya lewat WhatsApp.';

/** 'a', 'a dan b', 'a, b dan c': a list as an Indonesian sentence says it. */
export function spokenList(words: string[], last = 'dan'): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)!}`;
}

/** A name inside a sentence: 'Kain Tenun' reads 'kain tenun'; an acronym ('BCA', 'PDH') stays. */
const midSentence = (name: string) => name.split(' ').map((word) => (/[A-Z].*[A-Z]/.test(word) ? word : word.toLocaleLowerCase('id'))).join(' ');

/**
 * Her words with their defaults: what she left empty in toko.csv is made from her shop's name and
 * her categories (kategori.csv, in the catalogue's order), never the demo's. Adds the categories
 * for the pages that list them before the catalogue loads (404, empty cart).
 */
export function finishWords(facts: ShopFacts, categories: { slug: string; name: string }[]): void {
  const name = String(facts.shop.name);
  const names = categories.map((category) => category.name);
  const spoken = names.map(midSentence);
  facts.contact.chatGreeting ??= `Halo ${name}, saya ingin bertanya.`;
  const opening = spokenList(spoken);
  facts.shop.homeText ??= `${opening ? opening.charAt(0).toLocaleUpperCase('id') + opening.slice(1) : 'Produk'} pilihan dari ${name}.`;
  const menu = (facts.shop.menu ?? {}) as Partial<Record<keyof typeof DEFAULT_MENU, string>>;
  facts.shop.menu = { home: menu.home ?? DEFAULT_MENU.home, sale: menu.sale ?? DEFAULT_MENU.sale, gift: menu.gift ?? DEFAULT_MENU.gift, custom: menu.custom ?? DEFAULT_MENU.custom };
  facts.pages.giftIntro ??= DEFAULT_GIFT_INTRO;
  facts.pages.customIntro ??= `Mau ${spoken.length ? spokenList(spoken, 'atau') : 'produk'} yang benar-benar milikmu? ${CUSTOM_INTRO_END}`;
  facts.pages.customModels ??= names.length ? names : ['Lainnya'];
  facts.pages.categories = categories.map(({ slug, name: label }): ShopCategory => ({ slug, label }));
}

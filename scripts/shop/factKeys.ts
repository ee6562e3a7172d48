/**
 * The keys of toko.csv, the shop's facts as its owner writes them (one `kunci;nilai` row each).
 * Each key says how its cell is read and checked, and into which of the app's facts files its
 * value goes (factsFiles.ts): what every page shows, or what only the footer's chunk loads.
 *
 * Later facts slot in here as more keys: the shop's city and free-shipping threshold (issue 51,
 * a 'shipping' file read by the cart's chunk), payment methods and kode unik (issue 52, a
 * 'payment' file read by the payment panel's chunk; a bank account per row, with a key that may
 * repeat), and the public address and host (issues 53/56, a 'build' file that webpack reads,
 * never bundled). Nothing else changes: the reader, its messages and the writer take any key.
 */
import { readCoordinates, readGrams, readLine, readLogoFile, readLogoNames, readModels, readOrderPrefix, readRupiah, readServices, readShopRegency, readUrl, readWhatsapp, type Read } from './factCells';
import { readAccount, readCod, readEwallet, readQrisFile, readYesNo } from './paymentCells';
import { readSignupUrl, readWhatsappChannel } from './footerCells';

/** Which facts file a key's value goes to (factsFiles.ts names the files). */
export type FactsFile = 'shop' | 'contact' | 'shipping' | 'payment' | 'pages';

export interface FactKey {
  /** The key as toko.csv names it (any case, spaces or underscores, as the sheets' headers). */
  key: string;
  file: FactsFile;
  /** The field in that file: `social.instagram` nests. */
  field: string;
  required: boolean;
  /** A key written once per row, as many rows as she has (a bank account each): the field holds the list. */
  repeats?: true;
  read: (cell: string) => Read<unknown>;
  /** For the owner's guide and the missing-key message. */
  example: string;
}

export const factKeys: FactKey[] = [
  { key: 'nama', file: 'shop', field: 'name', required: true, read: readLine(40), example: 'Langkah' },
  { key: 'slogan', file: 'shop', field: 'tagline', required: true, read: readLine(80), example: 'Melangkah Bersama, Setiap Hari' },
  { key: 'hak_cipta', file: 'shop', field: 'copyright', required: false, read: readLine(80), example: '© 2025 Langkah' },
  { key: 'deskripsi', file: 'shop', field: 'description', required: true, read: readLine(300), example: 'Toko sepatu dan tas di Bandung. Pesan mudah lewat WhatsApp.' },
  { key: 'whatsapp', file: 'shop', field: 'whatsappNumber', required: true, read: readWhatsapp, example: '0812-3456-7890' },
  { key: 'alamat', file: 'contact', field: 'address', required: true, read: readLine(200), example: 'Jl. Braga No. 21, Kota Bandung, Jawa Barat 40111' },
  { key: 'titik_peta', file: 'contact', field: 'coordinates', required: true, read: readCoordinates, example: '-6.9175, 107.6096' },
  { key: 'instagram', file: 'contact', field: 'social.instagram', required: false, read: readUrl, example: 'https://www.instagram.com/langkah.id' },
  { key: 'youtube', file: 'contact', field: 'social.youtube', required: false, read: readUrl, example: 'https://www.youtube.com/@langkah.id' },
  { key: 'tiktok', file: 'contact', field: 'social.tiktok', required: false, read: readUrl, example: 'https://www.tiktok.com/@langkah.id' },
  { key: 'logo_pembayaran', file: 'contact', field: 'paymentLogos', required: false, read: readLogoNames, example: 'BCA, Mandiri, BNI, Visa, GoPay' },
  // Shipping (issue 51): ShippingFacts, read by the checkout's chunk; shippingFacts.ts fills what is left empty.
  { key: 'berat_default', file: 'shipping', field: 'defaultWeightGrams', required: false, read: readGrams, example: '500' },
  { key: 'gratis_ongkir_min', file: 'shipping', field: 'freeShipping.minTotal', required: false, read: readRupiah, example: '500000' },
  { key: 'gratis_ongkir_layanan', file: 'shipping', field: 'freeShipping.services', required: false, read: readServices, example: 'JNE REG, J&T EZ' },
  { key: 'kota_toko', file: 'shipping', field: 'pickup', required: false, read: readShopRegency, example: 'Kota Bandung' },
  // Orders and payment (issue 52): PaymentFacts, read by the checkout's chunk; paymentFacts.ts fills what is left empty.
  { key: 'awalan_pesanan', file: 'payment', field: 'orderPrefix', required: false, read: readOrderPrefix, example: 'LK' },
  { key: 'bank', file: 'payment', field: 'banks', required: false, repeats: true, read: readAccount, example: 'BCA | 1234567890 | Langkah Indonesia' },
  { key: 'ewallet', file: 'payment', field: 'ewallets', required: false, repeats: true, read: readEwallet, example: 'GoPay | 0812-3456-7890 | Langkah Indonesia' },
  { key: 'qris', file: 'payment', field: 'qris', required: false, read: readQrisFile, example: 'qris.png' },
  { key: 'cod', file: 'payment', field: 'cod', required: false, read: readCod, example: 'Kota Bandung, Kota Cimahi' },
  { key: 'kode_unik', file: 'payment', field: 'uniqueCode', required: false, read: readYesNo, example: 'ya' },
  // Pictures (issue 63): her logo file, made into the icons and the header's mark by catalog:build (shopIcons.ts).
  { key: 'logo', file: 'shop', field: 'logo', required: false, read: readLogoFile, example: 'logo.png' },
  // Where the footer's sign-up sends an address, and her WhatsApp channel (issue 63): the footer's chunk.
  { key: 'daftar_email', file: 'contact', field: 'signupUrl', required: false, read: readSignupUrl, example: 'https://buttondown.com/api/emails/embed-subscribe/namatoko' },
  { key: 'saluran_whatsapp', file: 'contact', field: 'social.whatsappChannel', required: false, read: readWhatsappChannel, example: 'https://whatsapp.com/channel/0029Va…' },
  // Her words (issue 63): what names or describes her shop; shopWords.ts fills what is left empty from her name and categories.
  { key: 'sapaan_chat', file: 'contact', field: 'chatGreeting', required: false, read: readLine(200), example: 'Halo Langkah, saya ingin bertanya.' },
  { key: 'teks_beranda', file: 'shop', field: 'homeText', required: false, read: readLine(200), example: 'Sepatu, sandal, tas dan pakaian pilihan dari perajin lokal.' },
  { key: 'menu_home', file: 'shop', field: 'menu.home', required: false, read: readLine(20), example: 'Home' },
  { key: 'menu_sale', file: 'shop', field: 'menu.sale', required: false, read: readLine(20), example: 'On Sale' },
  { key: 'menu_hadiah', file: 'shop', field: 'menu.gift', required: false, read: readLine(20), example: 'Gifting' },
  { key: 'menu_custom', file: 'shop', field: 'menu.custom', required: false, read: readLine(20), example: 'Custom' },
  { key: 'teks_hadiah', file: 'pages', field: 'giftIntro', required: false, read: readLine(200), example: 'Ide hadiah untuk orang tersayang, sesuai budget Anda.' },
  { key: 'teks_custom', file: 'pages', field: 'customIntro', required: false, read: readLine(300), example: 'Mau tas yang benar-benar milikmu? Ceritakan keinginanmu di sini.' },
  { key: 'model_custom', file: 'pages', field: 'customModels', required: false, read: readModels, example: 'Sneakers, Loafer, Sandal, Tas' },
];

/** toko.csv's two columns; any other column (a `keterangan` for her own notes) is left alone. */
export const factColumns = { key: 'kunci', value: 'nilai' } as const;

/** The shop's facts file in her folder, beside produk.csv and kategori.csv. */
export const FACTS_SHEET = 'toko.csv';

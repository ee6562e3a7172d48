/**
 * The shop's own facts. Change them here; nothing else in the code repeats them. Where to find
 * the shop (address, map, social accounts) is in shopContact.ts, which only the footer loads.
 */
export const shop = {
  name: 'Langkah',
  tagline: 'Melangkah Bersama, Setiap Hari',
  copyright: '© 2025 Langkah',
  description: 'Langkah — toko fashion online: sepatu, sandal, tas, atasan, bawahan dan aksesoris. Pesan mudah lewat WhatsApp.',
  /** International format without '+', as wa.me expects. */
  whatsappNumber: '6281234567890',
} as const;

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${shop.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** The shop's own facts. Change them here; nothing else in the code repeats them. */
export const shop = {
  name: 'Langkah',
  tagline: 'Melangkah Bersama, Setiap Hari',
  copyright: '© 2025 Langkah',
  description: 'Langkah — toko fashion online: sepatu, sandal, tas, atasan, bawahan dan aksesoris. Pesan mudah lewat WhatsApp.',
  /** International format without '+', as wa.me expects. */
  whatsappNumber: '6281234567890',
  address: 'Jl. Braga No. 21, Sumur Bandung, Kota Bandung, Jawa Barat 40111',
  coordinates: { lat: -6.9175, lng: 107.6096 },
  social: {
    instagram: 'https://www.instagram.com/langkah.id',
    youtube: 'https://www.youtube.com/@langkah.id',
    tiktok: 'https://www.tiktok.com/@langkah.id',
  },
} as const;

export function whatsappLink(text?: string): string {
  const base = `https://wa.me/${shop.whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function mapsLink(): string {
  const { lat, lng } = shop.coordinates;
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

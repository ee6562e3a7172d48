/** Where to find the shop, shown in the footer (its own chunk, so these stay out of the first screen's JS). */
export const shopContact = {
  address: 'Jl. Braga No. 21, Sumur Bandung, Kota Bandung, Jawa Barat 40111',
  coordinates: { lat: -6.9175, lng: 107.6096 },
  social: {
    instagram: 'https://www.instagram.com/langkah.id',
    youtube: 'https://www.youtube.com/@langkah.id',
    tiktok: 'https://www.tiktok.com/@langkah.id',
  },
} as const;

export function mapsLink(): string {
  const { lat, lng } = shopContact.coordinates;
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/**
 * The shop's categories, for places that must not wait for the catalogue (404, empty cart).
 * Keep in step with `categories` in public/catalog/catalog.json.
 */
export const shopCategories = [
  { slug: 'sepatu', label: 'Sepatu' },
  { slug: 'sandal', label: 'Sandal' },
  { slug: 'tas', label: 'Tas' },
  { slug: 'atasan', label: 'Atasan' },
  { slug: 'bawahan', label: 'Bawahan' },
  { slug: 'aksesoris', label: 'Aksesoris' },
] as const;

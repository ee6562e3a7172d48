/**
 * The spreadsheet's columns: Indonesian names as a shop owner would write them (any case,
 * spaces or underscores). `*` in docs/catalog.md marks the ones every row must fill.
 */
export const productColumns = {
  id: 'kode',
  slug: 'slug',
  name: 'nama',
  category: 'kategori',
  price: 'harga',
  salePrice: 'harga_diskon',
  description: 'deskripsi',
  tags: 'label',
  colors: 'warna',
  hex: 'hex',
  photos: 'foto',
  crop: 'potong',
  sizes: 'stok',
  weight: 'berat',
  createdAt: 'tanggal',
} as const;

export const requiredProductColumns = [productColumns.name, productColumns.category, productColumns.price, productColumns.colors, productColumns.photos];

export const categoryColumns = { slug: 'slug', name: 'nama', description: 'deskripsi' } as const;

/** Every route of the shop, in one place. Links use these, never string literals. */
export const paths = {
  home: '/',
  onSale: '/onsale',
  gift: '/gift',
  custom: '/custom',
  category: (slug: string) => `/kategori/${encodeURIComponent(slug)}`,
  product: (slug: string) => `/produk/${encodeURIComponent(slug)}`,
  search: (query: string) => `/cari?q=${encodeURIComponent(query)}`,
  cart: '/cart',
  favorites: '/favorit',
  orders: '/pesanan',
  /** An order's nota; the order itself rides in the fragment (src/features/nota/notaCodec.ts). */
  nota: '/nota',
  login: '/login',
  user: '/user',
  admin: '/admin',
} as const;

/** Route patterns for the router, matching `paths`. */
export const routePatterns = {
  category: '/kategori/:slug',
  product: '/produk/:slug',
  search: '/cari',
} as const;

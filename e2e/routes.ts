/** One address for each route of PRODUCT.md (a real product and category from the shipped catalogue). */
export const publicRoutes = [
  '/',
  '/onsale',
  '/gift',
  '/custom',
  '/kategori/sepatu',
  '/produk/sneakers-kanvas-klasik',
  '/cari?q=tas',
  '/cart',
  '/favorit',
  '/login',
  '/halaman-yang-tidak-ada',
];

/** Staff pages: behind the sign-in guard. */
export const staffRoutes = ['/user', '/admin'];

/** The demo shop's folder in the repository: what `npm run toko` and `catalog:build` build when no folder is named. */
export const DEMO_SHOP = 'toko-contoh';

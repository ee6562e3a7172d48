import facts from '../../generated/toko-contoh/facts/pages.json';

/**
 * The shop's categories (her kategori.csv, in its order), for places that must not wait for the
 * catalogue (404, empty cart): `catalog:build` writes them into facts/pages.json from the
 * catalogue it builds, so they are always the catalogue's.
 */
export const shopCategories: readonly { readonly slug: string; readonly label: string }[] = facts.categories;

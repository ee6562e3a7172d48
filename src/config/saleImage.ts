import { shop } from './shop';

/**
 * The home page's sale picture (and the promo overlay's): her own, drawn by catalog:build into the
 * catalogue folder (scripts/catalog/salePicture/). Its paths are the catalogue's, resolved where
 * the catalogue is served (src/features/catalog/salePictureSources.ts).
 */
export const saleImage = shop.salePicture;


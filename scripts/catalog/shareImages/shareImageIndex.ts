/**
 * The contract between `catalog:build`, which makes the share images (issue 53: the picture a
 * chat shows under a pasted link), and the site build, which names them in each page's
 * `og:image`. Only the build reads the index: shoppers' phones never download it.
 */

/** Beside manifest.json in the catalogue folder (public/catalog/, or CATALOG_BASE_URL's). */
export const SHARE_INDEX_FILE = 'bagikan.json';
/** The images' folder in the catalogue folder; each named by the hash of its inputs. */
export const SHARE_IMAGE_FOLDER = 'bagikan/';
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface ShareImage {
  /** Relative to the catalogue folder: `bagikan/<hash>.jpg`. */
  path: string;
  /** og:image:alt, in Indonesian: what the picture shows. */
  alt: string;
}

export interface ShareImageIndex {
  /** The shop's own picture, for the home page, lists and categories. */
  shop: ShareImage;
  /** By product slug. */
  products: Record<string, ShareImage>;
}

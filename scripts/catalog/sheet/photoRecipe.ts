import type { AvifOptions, JpegOptions, WebpOptions } from 'sharp';

/** How each photo is encoded: the widths written (never wider than the original) and each format's settings. */
export interface PhotoRecipe {
  widths: readonly number[];
  avif: AvifOptions & { quality: number; effort: number };
  webp: WebpOptions & { quality: number };
  jpg: JpegOptions & { quality: number };
}

/**
 * `biasa` is the default. `cepat` (FOTO_CEPAT=1) is for a first publish of thousands of photos
 * on a hosted runner: AVIF at effort 0 instead of 2, the rest alike, so pages and the catalogue's
 * shape stay as they are. Measured (scripts/catalog/photoRecipeBench.ts, medians, 2-core box):
 * encoding CPU per photo 1.03 -> 0.54 s (synthetic 1080 px) and 1.07 -> 0.38 s (two real photos);
 * the 640 px AVIF 6-30% larger, PSNR 0.2-2 dB lower (still above the WebP's). Not as good, so
 * not the default. Cards show ~170-300 CSS px, the product page up to ~560.
 */
export const PHOTO_RECIPES = {
  biasa: { widths: [320, 640, 1080], avif: { quality: 50, effort: 2 }, webp: { quality: 76 }, jpg: { quality: 78, mozjpeg: true } },
  cepat: { widths: [320, 640, 1080], avif: { quality: 50, effort: 0 }, webp: { quality: 76 }, jpg: { quality: 78, mozjpeg: true } },
} as const satisfies Record<string, PhotoRecipe>;

export const DEFAULT_RECIPE: PhotoRecipe = PHOTO_RECIPES.biasa;

/**
 * The recipe the environment asks for: `FOTO_CEPAT=1` the fast one, unset (or `0`) the default.
 * An environment variable, not a toko.csv key, because it is the publisher's trade-off (runner
 * time against a few percent of AVIF bytes), not a fact of the shop: the workflow, `npm run
 * terbitkan`, `npm run toko` and catalog:build all pass it on without an option of their own.
 */
export function photoRecipeFrom(env: NodeJS.ProcessEnv): PhotoRecipe {
  const value = env.FOTO_CEPAT?.trim() ?? '';
  if (value === '' || value === '0') return PHOTO_RECIPES.biasa;
  if (value === '1') return PHOTO_RECIPES.cepat;
  throw new Error(`FOTO_CEPAT='${value}' tidak dikenal: tulis FOTO_CEPAT=1 untuk foto cepat, atau hapus supaya biasa`);
}

/** What the cache key says about the recipe: the same text for the same output, another for any change. */
export const recipeKey = ({ widths, avif, webp, jpg }: PhotoRecipe): string =>
  `v2 square-fit ${widths.join(',')} avif${avif.quality}e${avif.effort} webp${webp.quality}${webp.effort === undefined ? '' : `e${webp.effort}`} jpg${jpg.quality}${jpg.mozjpeg ? '' : 'plain'}`;

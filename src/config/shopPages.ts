import facts from '../../generated/toko-contoh/facts/pages.json';

/**
 * Her words on the pages that are hers to describe, from toko.csv through facts/pages.json
 * (`catalog:build` writes it, filling what she left empty from her name and categories:
 * scripts/shop/shopWords.ts). Only those pages' chunks import this file.
 */
export const shopPages: {
  /** The gift page's opening sentence (teks_hadiah). */
  readonly giftIntro: string;
  /** The custom order page's opening sentences (teks_custom). */
  readonly customIntro: string;
  /** The custom order form's models (model_custom, else her category names). */
  readonly customModels: readonly string[];
} = facts;

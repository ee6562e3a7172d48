import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { CatalogFile } from '../buildCatalog';
import { pictureOf } from '../shareImages/writeShareImages';
import { renderSalePicture, SALE_PICTURE_SIZE, SALE_RENDERER_VERSION } from './renderSalePicture';
import { featuredProduct, saleAlt, saleWords } from './saleWords';

/** What the app is told of the picture (shop.json's `salePicture`): paths inside the catalogue folder. */
export interface SalePictureFacts {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Draws her sale picture into `dir` (the catalogue being built, its pictures already in it) under
 * a name hashed from all it shows, so a changed picture is never served from a stale cache; a
 * price change that leaves the same product in front keeps the same name.
 */
export async function writeSalePicture(dir: string, shopName: string, catalog: CatalogFile): Promise<{ facts: SalePictureFacts; words: string[]; bytes: number; files: number }> {
  const words = saleWords(shopName, catalog);
  const featured = featuredProduct(catalog.products, (product) => Boolean(pictureOf(product)));
  const picture = featured ? await fs.readFile(path.join(dir, pictureOf(featured))) : undefined;
  const hash = createHash('sha256').update(JSON.stringify([SALE_RENDERER_VERSION, words])).update(picture ?? '').digest('hex').slice(0, 10);
  const files = await renderSalePicture(words, picture);
  const named = [...files].map(([width, bytes]) => ({ width, bytes, file: `img/promo-${hash}.${width}.webp` }));
  for (const { file, bytes } of named) await fs.writeFile(path.join(dir, file), bytes);
  return {
    facts: { src: named.at(-1)!.file, ...SALE_PICTURE_SIZE, alt: saleAlt(words) },
    words: [words.name, words.big, words.line, words.button].filter(Boolean),
    bytes: named.reduce((sum, { bytes }) => sum + bytes.length, 0),
    files: named.length,
  };
}

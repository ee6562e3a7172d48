import fs from 'node:fs/promises';
import path from 'node:path';
import { logoWords as wordmarks } from '../assets/outlineText';

/**
 * Every word the built site shows drawn as outlines, where no text search of the site can read
 * it: written by `catalog:build` beside the catalogue (`<catalogue>/drawn-words.json`, so
 * dist/catalog/drawn-words.json in a build that ships it) for tests and for whoever checks that
 * a shop shows only its own words.
 */
export const DRAWN_WORDS_FILE = 'drawn-words.json';

export interface DrawnWords {
  /** The footer map's labels: her street, her name on the pill (scripts/shop/mapLabels.ts). */
  map: string[];
  /** The sale picture's words (scripts/catalog/salePicture/). */
  salePicture: string[];
  /** The payment logos' wordmarks, the same for every shop (src/app/layout/paymentLogoOutlines.ts). */
  paymentLogos: string[];
}

export async function writeDrawnWords(catalogDir: string, drawn: Omit<DrawnWords, 'paymentLogos'>): Promise<void> {
  const record: DrawnWords = { ...drawn, paymentLogos: Object.values(wordmarks).map(({ text }) => text) };
  await fs.writeFile(path.join(catalogDir, DRAWN_WORDS_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * The home page's sale picture (and the promo overlay's), 1200 × 800, drawn by `catalog:build`
 * for her shop: her name, 'SALE' (or 'KOLEKSI' with nothing on sale), her first categories, and
 * her most discounted product's picture in the circle. The figure itself ("Diskon hingga N%",
 * the tag) is not drawn: src/features/catalog/SalePicture.tsx lays the catalogue's largest
 * discount over it, so the picture never promises what the shop does not give.
 *
 * WebP from sharp, not SVG: a photo lives in it, and an SVG's document costs the page's main
 * thread (scripts/assets/outlineText.ts). Its words are outlines, as the share images' are, so
 * no font of the machine is used and the same inputs give the same bytes.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { fitWord, outline, type Face } from '../../assets/outlineText';
import { square } from '../shareImages/renderShareImage';
import type { SaleWords } from './saleWords';

export const SALE_PICTURE_SIZE = { width: 1200, height: 800 } as const;
/**
 * One width: index.html preloads the picture before any script (scripts/build/routePreloads.ts),
 * and a preload of one file can't follow a srcset's choice. 800 px: the picture is shown about
 * 300 CSS px wide on a phone and 500 on a laptop, so 800 is sharp at 1.6–2.6× and weighs 13.6 KB for
 * the demo's; the full 1200 px (23 KB) made the home page's LCP 1.36× the drawn SVG's in Lighthouse
 * mobile (median 1,362 against 1,001 ms).
 */
export const SALE_PICTURE_WIDTHS = [800] as const;
/** Bump when the drawing changes for the same inputs: it is hashed into the files' names. */
export const SALE_RENDERER_VERSION = 'promo-1 webp-q75-800';

/** The shop's light scheme (src/styles/theme.ts) and the old drawing's warm ground. */
const C = { ground1: '#f6e7d8', ground2: '#efcfb4', primary: '#a63f1c', text: '#1d1a17', muted: '#5a524a', light: '#fff8f1' } as const;
/** The circle on the right, and the picture's disc inside its dotted ring. */
const CIRCLE = { cx: 960, cy: 380, r: 270, picture: 195 } as const;
/** The words' column: x 80 to 640 (the circle starts at 690). */
const LEFT = 80;
const COLUMN = 560;

function word(text: string, face: Face, size: number, maxWidth: number, x: number, baseline: number, fill: string, anchor: 'start' | 'middle' = 'start'): string {
  const fit = fitWord(text, face, size, maxWidth);
  const start = anchor === 'middle' ? x - fit.width / 2 : x;
  // A smaller size sits on the same baseline; only its letters shrink.
  return `<path fill="${fill}" d="${outline({ text, face, size: fit.size, x: start, baseline, width: fit.width }, 0)}"/>`;
}

/** Everything but the product's picture: owner text only ever becomes path data here. */
export function saleDrawing(words: SaleWords): string {
  const { width, height } = SALE_PICTURE_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.ground1}"/><stop offset="1" stop-color="${C.ground2}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${CIRCLE.cx}" cy="${CIRCLE.cy}" r="${CIRCLE.r}" fill="${C.primary}"/>`,
    word(words.name, 'DejaVuSans-Bold', 40, COLUMN, LEFT, 170, C.primary),
    word(words.big, 'DejaVuSans-Bold', 210, COLUMN, 72, 380, C.text),
    words.line ? word(words.line, 'DejaVuSans', 34, COLUMN, LEFT, 535, C.muted) : '',
    `<rect x="80" y="600" width="380" height="84" rx="42" fill="${C.text}"/>`,
    word(words.button, 'DejaVuSans-Bold', 32, 300, 270, 653, C.light, 'middle'),
    '</svg>',
  ].join('');
}

/** The dotted ring laid over the picture's edge. */
const ring = () =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SALE_PICTURE_SIZE.width}" height="${SALE_PICTURE_SIZE.height}"><circle cx="${CIRCLE.cx}" cy="${CIRCLE.cy}" r="${CIRCLE.picture + 10}" fill="none" stroke="${C.ground1}" stroke-width="4" stroke-dasharray="2 16" stroke-linecap="round"/></svg>`,
  );

/** A picture (photo or drawing) cut to the circle's disc, transparent around it. */
async function disc(bytes: Buffer): Promise<Buffer> {
  const side = CIRCLE.picture * 2;
  const { data, width, height } = await square(bytes, side);
  const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="${side / 2}" cy="${side / 2}" r="${side / 2}"/></svg>`);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The picture at each of SALE_PICTURE_WIDTHS, as WebP. */
export async function renderSalePicture(words: SaleWords, picture: Buffer | undefined): Promise<Map<number, Buffer>> {
  const layers: OverlayOptions[] = [];
  if (picture) layers.push({ input: await disc(picture), left: CIRCLE.cx - CIRCLE.picture, top: CIRCLE.cy - CIRCLE.picture });
  layers.push({ input: ring(), left: 0, top: 0 });
  const full = await sharp(Buffer.from(saleDrawing(words))).composite(layers).png().toBuffer();
  const files = new Map<number, Buffer>();
  for (const width of SALE_PICTURE_WIDTHS) {
    files.set(width, await sharp(full).resize(width).webp({ quality: 75 }).toBuffer());
  }
  return files;
}

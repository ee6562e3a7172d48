/**
 * Turns the words of the shop's drawings into path outlines, in DejaVu Sans (Debian's
 * fonts-dejavu-core). The payment logos' wordmarks, the same for every shop, are committed in
 * src/app/layout/paymentLogoOutlines.ts (from `logoWords` below); the words that are the shop's own (the
 * map's labels, the sale picture's) are drawn by `catalog:build` from her facts with `outline`
 * and `fitWord` (scripts/shop/mapLabels.ts, scripts/catalog/salePicture/).
 *
 * Why outlines rather than SVG `<text>`: Chromium lays out each `<text>` stretched by `textLength`
 * at a font size of its own on the page's main thread, waiting on the browser process for font
 * data as it does (on Linux): tens of ms at full speed in `/cart`'s first layout and in the sale
 * picture's document on `/` (docs/performance.md has the figures). And a logo then looks the
 * same on every phone, not set in whatever font the phone has.
 *
 * Run after changing a wordmark: `npx tsx scripts/assets/outlineText.ts` (a jest test fails until
 * the output is in step).
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import { placeGlyphs } from './placeGlyphs';
import { optimize } from 'svgo';

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
export type Face = 'DejaVuSans' | 'DejaVuSans-Bold' | 'DejaVuSans-BoldOblique';

export interface Word {
  text: string;
  face: Face;
  size: number;
  /** Where the word starts and its baseline, in the drawing's units. */
  x: number;
  baseline: number;
  /** The width the word is stretched or squeezed to, as SVG's `textLength` does. */
  width: number;
}

/**
 * The payment methods' wordmarks on their logos' 72×32 box: a chunk of their own with the
 * drawings (src/app/layout/paymentLogoDrawings.tsx), fetched when the footer's list comes into
 * view, so a first visit carries none of their bytes.
 */
export const logoWords = {
  bca: { text: 'BCA', face: 'DejaVuSans-BoldOblique', size: 20, x: 27, baseline: 22, width: 40 },
  mandiri: { text: 'mandiri', face: 'DejaVuSans-Bold', size: 20, x: 6, baseline: 22, width: 60 },
  bni: { text: 'BNI', face: 'DejaVuSans-Bold', size: 20, x: 8, baseline: 22, width: 42 },
  visa: { text: 'VISA', face: 'DejaVuSans-BoldOblique', size: 20, x: 10, baseline: 22, width: 52 },
  gopay: { text: 'gopay', face: 'DejaVuSans-Bold', size: 20, x: 26, baseline: 22, width: 44 },
  bri: { text: 'BRI', face: 'DejaVuSans-Bold', size: 18, x: 18, baseline: 22.5, width: 36 },
  dana: { text: 'DANA', face: 'DejaVuSans-Bold', size: 18, x: 25, baseline: 22.5, width: 42 },
  qris: { text: 'QRIS', face: 'DejaVuSans-Bold', size: 18, x: 25, baseline: 22.5, width: 42 },
  ovo: { text: 'OVO', face: 'DejaVuSans-Bold', size: 20, x: 14, baseline: 23, width: 44 },
  shopeepay: { text: 'ShopeePay', face: 'DejaVuSans-Bold', size: 13, x: 21, baseline: 20.5, width: 47 },
} satisfies Record<string, Word>;

const ROOT = path.join(__dirname, '../..');
export const LOGO_OUTLINES_FILE = path.join(ROOT, 'src/app/layout/paymentLogoOutlines.ts');

const fonts = new Map<Face, opentype.Font>();
export function font(face: Face): opentype.Font {
  let loaded = fonts.get(face);
  if (!loaded) {
    const file = path.join(FONT_DIR, `${face}.ttf`);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: install Debian's fonts-dejavu-core (bash scripts/setup.sh does)`);
    const bytes = fs.readFileSync(file);
    loaded = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    fonts.set(face, loaded);
  }
  return loaded;
}

/**
 * One word's outline, with `decimals` digits after the point: a tenth of a unit is finer than a
 * device pixel at the footer drawings' size, a whole unit at the sale picture's (1200 wide).
 * Glyph by glyph with the font's kerning (opentype.js's own text layout stops at a DejaVu
 * substitution table it can't read), then scaled across to `width`.
 */
export function outline({ text, face, size, x, baseline, width }: Word, decimals = 1): string {
  const f = font(face);
  const { placed, width: pen } = placeGlyphs(f, Array.from(text, (character) => f.charToGlyph(character)), size);
  const stretch = width / pen;
  const word = new opentype.Path();
  for (const { glyph, at } of placed) {
    for (const command of glyph.getPath(at, baseline, size).commands) {
      const moved = { ...command } as Record<string, number | string>;
      for (const key of ['x', 'x1', 'x2']) if (typeof moved[key] === 'number') moved[key] = x + (moved[key] as number) * stretch;
      word.commands.push(moved as unknown as opentype.PathCommand);
    }
  }
  // svgo writes the path short: relative commands, shorthand curves.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"><path d="${word.toPathData(decimals + 1)}"/></svg>`;
  const { data } = optimize(svg, { multipass: true, floatPrecision: decimals });
  const d = /\sd="([^"]+)"/.exec(data)?.[1];
  if (!d) throw new Error(`svgo left no path for '${text}'`);
  return d;
}

export function outlinesModule(group: Record<string, Word> = logoWords, name = 'paymentLogoOutlines'): string {
  const entries = Object.entries(group).map(([key, word]) => `  /** '${word.text}' */\n  ${key}: '${outline(word)}',`);
  return ['// Generated by scripts/assets/outlineText.ts (which says why): do not edit by hand.', `export const ${name} = {`, ...entries, '} as const;', ''].join('\n');
}

/** A word's width at `size`, with the font's kerning (as `outline` sets it unstretched). */
export function wordWidth(text: string, face: Face, size: number): number {
  const f = font(face);
  return placeGlyphs(f, Array.from(text, (character) => f.charToGlyph(character)), size).width;
}

/**
 * Her words come in any length: a word is drawn at `size`, or smaller to fit `maxWidth` (never
 * below `minSize`, where it is squeezed across instead, as `textLength` would).
 */
export function fitWord(text: string, face: Face, size: number, maxWidth: number, minSize = size / 2): { size: number; width: number } {
  const natural = wordWidth(text, face, size);
  if (natural <= maxWidth) return { size, width: natural };
  const fitted = Math.max(minSize, (size * maxWidth) / natural);
  return { size: fitted, width: Math.min(maxWidth, wordWidth(text, face, fitted)) };
}

if (require.main === module) {
  fs.writeFileSync(LOGO_OUTLINES_FILE, outlinesModule());
  console.log(`wrote ${path.relative(process.cwd(), LOGO_OUTLINES_FILE)}`);
}

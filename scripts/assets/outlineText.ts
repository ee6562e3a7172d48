/**
 * Turns the words of the shop's drawings into path outlines, in DejaVu Sans (Debian's
 * fonts-dejavu-core):
 * - src/app/layout/wordOutlines.ts: the footer map's labels, from `words` below;
 *   src/app/layout/paymentLogoOutlines.ts, the payment logos' wordmarks, from `logoWords`;
 * - public/images/promo/sale.svg, the home page's sale picture, from scripts/assets/sale.svg, the
 *   same picture with its words as `<text>`: edit that one.
 *
 * Why outlines rather than SVG `<text>`: Chromium lays out each `<text>` stretched by `textLength`
 * at a font size of its own on the page's main thread, waiting on the browser process for font
 * data as it does (on Linux): tens of ms at full speed in `/cart`'s first layout and in the sale
 * picture's document on `/` (docs/performance.md has the figures). And a logo then looks the
 * same on every phone, not set in whatever font the phone has.
 *
 * Run after changing a word or the sale picture: `npx tsx scripts/assets/outlineText.ts` (a jest
 * test fails until the outputs are in step).
 */
import fs from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import { placeGlyphs } from './placeGlyphs';
import { optimize, type CustomPlugin, type XastElement } from 'svgo';

const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
type Face = 'DejaVuSans' | 'DejaVuSans-Bold' | 'DejaVuSans-BoldOblique';

interface Word {
  text: string;
  face: Face;
  size: number;
  /** Where the word starts and its baseline, in the drawing's units. */
  x: number;
  baseline: number;
  /** The width the word is stretched or squeezed to, as SVG's `textLength` does. */
  width: number;
}

/** Positions in the map drawing's viewBox, 480×240. */
export const words = {
  /** Drawn turned a quarter to the left about its start (the map's `rotate(-90 244 58)`). */
  street: { text: 'Jl. Braga', face: 'DejaVuSans', size: 12, x: 244, baseline: 58, width: 48 },
  /** Centred on the label's pill, 258–378. */
  shop: { text: 'Toko Langkah', face: 'DejaVuSans-Bold', size: 14, x: 270, baseline: 91, width: 96 },
} satisfies Record<string, Word>;

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
export const OUTLINES_FILE = path.join(ROOT, 'src/app/layout/wordOutlines.ts');
export const LOGO_OUTLINES_FILE = path.join(ROOT, 'src/app/layout/paymentLogoOutlines.ts');
export const SALE_SOURCE = path.join(__dirname, 'sale.svg');
export const SALE_PICTURE = path.join(ROOT, 'public/images/promo/sale.svg');

const fonts = new Map<Face, opentype.Font>();
function font(face: Face): opentype.Font {
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

export function outlinesModule(group: Record<string, Word> = words, name = 'wordOutlines'): string {
  const entries = Object.entries(group).map(([key, word]) => `  /** '${word.text}' */\n  ${key}: '${outline(word)}',`);
  return ['// Generated by scripts/assets/outlineText.ts (which says why): do not edit by hand.', `export const ${name} = {`, ...entries, '} as const;', ''].join('\n');
}

export const logoOutlinesModule = () => outlinesModule(logoWords, 'paymentLogoOutlines');

/** The face a `<text>` of the sale picture asks for: its weight, upright. */
const faceOf = (weight: string | undefined): Face => (Number(weight ?? 400) >= 600 ? 'DejaVuSans-Bold' : 'DejaVuSans');

/**
 * An svgo plugin: each `<text x y font-size textLength [font-weight] [text-anchor]>` becomes the
 * path of its outline, keeping its fill and transform.
 */
const outlineTexts: CustomPlugin = {
  name: 'outlineTexts',
  fn: () => ({
    element: {
      enter: (node: XastElement) => {
        if (node.name !== 'text') return;
        const { x, y, 'font-size': size, textLength, 'font-weight': weight, 'text-anchor': anchor, fill, transform } = node.attributes;
        const text = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
        if (!x || !y || !size || !textLength) throw new Error(`<text>${text}</text> needs x, y, font-size and textLength`);
        const width = Number(textLength);
        const start = anchor === 'middle' ? Number(x) - width / 2 : Number(x);
        const d = outline({ text, face: faceOf(weight), size: Number(size), x: start, baseline: Number(y), width }, 0);
        node.name = 'path';
        node.attributes = { d, ...(fill && { fill }), ...(transform && { transform }) };
        node.children = [];
      },
    },
  }),
};

export function outlinedSalePicture(): string {
  // The source's first line says it is the source; its other comments stay in it.
  const source = fs.readFileSync(SALE_SOURCE, 'utf8').replace(/^<!--.*-->\n/, '');
  const { data } = optimize(source, { plugins: ['removeComments', outlineTexts], js2svg: { pretty: true, indent: 2 } });
  // The fonts the words asked for are drawn in now.
  const picture = data.replace(/ font-family="[^"]*"/g, '');
  return `<!-- Written by scripts/assets/outlineText.ts from scripts/assets/sale.svg: edit that one. -->\n${picture}`;
}

if (require.main === module) {
  fs.writeFileSync(OUTLINES_FILE, outlinesModule());
  fs.writeFileSync(LOGO_OUTLINES_FILE, logoOutlinesModule());
  fs.writeFileSync(SALE_PICTURE, outlinedSalePicture());
  for (const file of [OUTLINES_FILE, LOGO_OUTLINES_FILE, SALE_PICTURE]) console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

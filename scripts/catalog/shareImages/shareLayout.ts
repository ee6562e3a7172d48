/**
 * Where each word of a share image goes (1200 × 630): the product's picture fills the left
 * square, and beside it, big enough to read at the ~300 px a chat shows: the name (at most two
 * lines, '…' beyond), the price paid today (the struck price and the discount above it when on
 * sale), and the shop's name at the foot. Pure: texts in, positioned runs out, so tests can read
 * what an image says without reading pixels.
 */
import { run, settable, type Face, type Run } from './shareFont';
import { SHARE_IMAGE_SIZE } from './shareImageIndex';

const { width: W, height: H } = SHARE_IMAGE_SIZE;
/** The picture is the left square; the words have the rest, inside a margin. */
export const PICTURE_SIDE = H;
const MARGIN = 56;
const LEFT = PICTURE_SIDE + MARGIN;
const TEXT_WIDTH = W - LEFT - MARGIN;

/** The shop's light scheme (src/styles/theme.ts): dark text on white, over 7:1; sale red and brand rust over 4.5:1. */
export const COLORS = { background: '#ffffff', surface: '#f7f4f0', text: '#1d1a17', muted: '#5a524a', sale: '#b3261e', primary: '#a63f1c', onPrimary: '#ffffff', rule: '#ddd5cb' } as const;

export interface PlacedRun extends Run {
  x: number;
  baseline: number;
  fill: string;
}

export interface ShareLayout {
  runs: PlacedRun[];
  /** Lines drawn as rectangles: the strike through the original price, the rule above the shop. */
  bars: { x: number; y: number; width: number; height: number; fill: string }[];
  /** The discount's pill behind its run. */
  pills: { x: number; y: number; width: number; height: number; fill: string }[];
}

const ELLIPSIS = '…';

/**
 * `text` in at most `maxLines` lines of `width` at `size`, broken between words; a word wider
 * than a line is broken where it must, and what does not fit ends in '…'.
 */
export function wrap(text: string, face: Face, size: number, width: number, maxLines: number): { lines: string[]; cut: boolean } {
  const fits = (line: string) => run(line, face, size).width <= width;
  const lines: string[] = [];
  let rest = text.split(' ').filter(Boolean);
  while (rest.length && lines.length < maxLines) {
    let count = 0;
    while (count < rest.length && fits(rest.slice(0, count + 1).join(' '))) count++;
    if (count === 0) {
      // One word wider than the line: as many of its letters as fit.
      const letters = Array.from(rest[0]!);
      let take = 1;
      while (take < letters.length && fits(letters.slice(0, take + 1).join(''))) take++;
      lines.push(letters.slice(0, take).join(''));
      rest = [letters.slice(take).join(''), ...rest.slice(1)];
    } else {
      lines.push(rest.slice(0, count).join(' '));
      rest = rest.slice(count);
    }
  }
  if (!rest.length) return { lines, cut: false };
  let last = lines.pop()!;
  while (last && !fits(`${last}${ELLIPSIS}`)) last = Array.from(last).slice(0, -1).join('').trimEnd();
  lines.push(`${last}${ELLIPSIS}`);
  return { lines, cut: true };
}

/** The largest of `sizes` at which the text fits in `maxLines` uncut; else the smallest, cut. */
function fitName(name: string, sizes: readonly number[], maxLines: number) {
  for (const size of sizes) {
    const wrapped = wrap(name, 'bold', size, TEXT_WIDTH, maxLines);
    if (!wrapped.cut) return { size, lines: wrapped.lines };
  }
  const size = sizes.at(-1)!;
  return { size, lines: wrap(name, 'bold', size, TEXT_WIDTH, maxLines).lines };
}

/** One line at `size` or smaller, shrunk to fit the width (a price, a shop's name). */
function oneLine(text: string, face: Face, size: number, width = TEXT_WIDTH): Run {
  const measured = run(text, face, size);
  if (measured.width <= width) return measured;
  const shrunk = Math.floor((size * width) / measured.width);
  const fitted = run(text, face, shrunk);
  return fitted.width <= width ? fitted : run(wrap(text, face, shrunk, width, 1).lines[0]!, face, shrunk);
}

export interface ProductShareText {
  name: string;
  /** formatPrice of the price paid today. */
  price: string;
  /** When on sale: formatPrice of the price before it, and the discount in whole percent. */
  original?: string;
  discount?: number;
  shop: string;
}

export const NAME_SIZES = [60, 54, 48] as const;
const PRICE_SIZE = 80;
const ORIGINAL_SIZE = 42;
const SHOP_SIZE = 40;

/** The shop's name at the foot, under a rule, in the brand's colour. */
function shopFooter(shop: string, left: number, width: number): Pick<ShareLayout, 'runs' | 'bars'> {
  const baseline = H - MARGIN - 6;
  const runs: PlacedRun[] = [];
  const text = settable(shop);
  if (text) runs.push({ ...oneLine(text, 'extrabold', SHOP_SIZE, width), x: left, baseline, fill: COLORS.primary });
  return { runs, bars: [{ x: left, y: baseline - SHOP_SIZE - 30, width, height: 4, fill: COLORS.rule }] };
}

/** The product's image's words as one layout: its own, then the shop's footer. */
export function productLayout(text: ProductShareText): ShareLayout {
  const { body, footer } = productLayoutParts(text);
  return { runs: [...body.runs, ...footer.runs], bars: [...body.bars, ...footer.bars], pills: body.pills };
}

/**
 * Its two parts, drawn apart (shareImageSvg.ts's layoutBands): the product's name and prices,
 * and the shop's name under its rule, the same on every image of a shop.
 */
export function productLayoutParts(text: ProductShareText): { body: ShareLayout; footer: ShareLayout } {
  const name = fitName(settable(text.name) || settable(text.shop) || '-', NAME_SIZES, 2);
  const lineHeight = Math.round(name.size * 1.18);
  const price = oneLine(settable(text.price, 'extrabold'), 'extrabold', PRICE_SIZE);
  const original = text.original ? run(settable(text.original, 'semibold'), 'semibold', ORIGINAL_SIZE) : undefined;
  const gap = 40;
  // The block (name, then the original price, then today's) is centred above the footer's rule.
  const blockHeight = name.lines.length * lineHeight + gap + (original ? ORIGINAL_SIZE + 22 : 0) + price.size * 0.74;
  const footer = shopFooter(text.shop, LEFT, TEXT_WIDTH);
  const space = footer.bars[0]!.y - MARGIN;
  let y = MARGIN + Math.max(0, (space - blockHeight) / 2) - 8;
  const runs: PlacedRun[] = [];
  const bars: ShareLayout['bars'] = [];
  const pills: ShareLayout['pills'] = [];
  for (const line of name.lines) {
    y += lineHeight;
    runs.push({ ...run(line, 'bold', name.size), x: LEFT, baseline: Math.round(y - (lineHeight - name.size) / 2 - name.size * 0.2), fill: COLORS.text });
  }
  y += gap;
  if (original) {
    y += ORIGINAL_SIZE;
    runs.push({ ...original, x: LEFT, baseline: Math.round(y), fill: COLORS.muted });
    // The strike sits across the figures' middle (their x-height), as CSS line-through does.
    bars.push({ x: LEFT - 2, y: Math.round(y - ORIGINAL_SIZE * 0.36), width: Math.round(original.width + 4), height: 4, fill: COLORS.muted });
    if (text.discount) {
      const label = run(`-${text.discount}%`, 'extrabold', ORIGINAL_SIZE - 4);
      const pillX = Math.round(LEFT + original.width + 22);
      const padX = 14;
      if (pillX + label.width + 2 * padX <= W - MARGIN) {
        pills.push({ x: pillX, y: Math.round(y - ORIGINAL_SIZE * 0.86), width: Math.round(label.width + 2 * padX), height: Math.round(ORIGINAL_SIZE * 1.14), fill: COLORS.sale });
        runs.push({ ...label, x: pillX + padX, baseline: Math.round(y - 2), fill: COLORS.onPrimary });
      }
    }
    y += 22;
  }
  y += price.size * 0.74;
  runs.push({ ...price, x: LEFT, baseline: Math.round(y), fill: original ? COLORS.sale : COLORS.text });
  return { body: { runs, bars, pills }, footer: { ...footer, pills: [] } };
}

export interface ShopShareText {
  shop: string;
  tagline: string;
}

/**
 * The shop's own image, for the home page, lists and categories: its name big and its tagline
 * on the left, and a grid of its first products' pictures on the right (shopPictureCells).
 */
export function shopLayout({ shop, tagline }: ShopShareText): ShareLayout {
  const width = W - PICTURE_SIDE - 2 * MARGIN + 40;
  const name = fitName(settable(shop) || '-', [92, 80, 68], 2);
  const taglineWrapped = wrap(settable(tagline, 'semibold'), 'semibold', 40, width, 3).lines.filter(Boolean);
  const nameHeight = Math.round(name.size * 1.1);
  const runs: PlacedRun[] = [];
  const blockHeight = name.lines.length * nameHeight + (taglineWrapped.length ? 36 + taglineWrapped.length * 52 : 0);
  let y = Math.max(MARGIN, (H - blockHeight) / 2) - 10;
  for (const line of name.lines) {
    y += nameHeight;
    runs.push({ ...run(line, 'extrabold', name.size), x: MARGIN, baseline: Math.round(y - name.size * 0.22), fill: COLORS.primary });
  }
  const bars: ShareLayout['bars'] = [{ x: MARGIN, y: Math.round(y + 8), width: 96, height: 8, fill: COLORS.primary }];
  y += 36;
  for (const line of taglineWrapped) {
    y += 52;
    runs.push({ ...run(line, 'semibold', 40), x: MARGIN, baseline: Math.round(y - 8), fill: COLORS.text });
  }
  return { runs, bars, pills: [] };
}

/**
 * The shop's mark on its image: 72 px at the words' margin, 40 px above the foot. The words'
 * block ends above it even at its tallest (two lines of name at 92 px and three of tagline, centred: y ≤ 510).
 */
export const SHOP_MARK = { side: 72, left: MARGIN, top: H - 40 - 72 } as const;

/** Where the shop image's product pictures go: a 2 × 2 grid in a square on the right. */
export function shopPictureCells(count: number): { left: number; top: number; side: number }[] {
  const gap = 8;
  const side = (PICTURE_SIDE - gap) / 2;
  const cells = [0, 1, 2, 3].map((index) => ({ left: W - PICTURE_SIDE + (index % 2) * (side + gap), top: Math.floor(index / 2) * (side + gap), side }));
  return cells.slice(0, Math.min(count, 4)).map(({ left, top, side: s }) => ({ left: Math.round(left), top: Math.round(top), side: Math.floor(s) }));
}

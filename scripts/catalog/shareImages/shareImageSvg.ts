import type { ShareLayout } from './shareLayout';
import { SHARE_IMAGE_SIZE } from './shareImageIndex';
import { outlineWithRows } from './shareFont';

const HEX = /^#[0-9a-f]{6}$/i;
/** Only numbers and the layout's own colours reach the document: no owner text is ever in it. */
const colour = (fill: string) => {
  if (!HEX.test(fill)) throw new Error(`not a colour: ${fill}`);
  return fill;
};
const n = (value: number) => String(Math.round(value * 10) / 10);

interface Shape {
  markup: string;
  /** The rows it can paint: from `top` to `bottom`, in the image's pixels. */
  top: number;
  bottom: number;
}

function shapesOf({ runs, bars, pills }: ShareLayout): Shape[] {
  const rect = (box: { x: number; y: number; width: number; height: number; fill: string }, extra = '') => ({
    markup: `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.width)}" height="${n(box.height)}"${extra} fill="${colour(box.fill)}"/>`,
    top: Number(n(box.y)),
    bottom: Number(n(box.y)) + Number(n(box.height)),
  });
  return [
    ...bars.map((bar) => rect(bar)),
    ...pills.map((pill) => rect(pill, ` rx="${n(pill.height / 2)}"`)),
    ...runs.map((placed) => {
      const { d, top, bottom } = outlineWithRows(placed, placed.x, placed.baseline);
      return { markup: `<path d="${d}" fill="${colour(placed.fill)}"/>`, top, bottom };
    }),
  ];
}

const svgOf = (markup: string[], area: { left: number; width: number }, top: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${area.width}" height="${height}" viewBox="${area.left} ${top} ${area.width} ${height}">${markup.join('')}</svg>`;

/**
 * The layout's words (in the image's coordinates) as one transparent SVG layer of `area` of path outlines (shareFont.ts), laid over the
 * picture by sharp. The owner's text only ever becomes path data (numbers and commands), so a
 * name like `<script>` or `A & B` can't change the document.
 */
export function layoutSvg(layout: ShareLayout, area: { left: number; width: number } = { left: 0, width: SHARE_IMAGE_SIZE.width }): string {
  // Only the words' area is drawn (the picture covers the rest): librsvg's time grows with the area.
  return svgOf(
    shapesOf(layout).map(({ markup }) => markup),
    area,
    0,
    SHARE_IMAGE_SIZE.height,
  );
}

/** Rows kept around a band beyond its shapes' points: a painted pixel is always inside them. */
const BLEED = 2;

/**
 * The layer as one SVG per part (productLayoutParts: the product's words, the shop's footer),
 * each only as tall as the rows its shapes reach: the rows around them (half the panel) are
 * left to the background, and the part every image repeats (the shop's name under its rule) is
 * the same text, drawn once (renderShareImage.ts). A band gives the pixels the whole layer would
 * in its rows: shapes never paint outside their points' rows, a band moves the drawing by whole
 * pixels only, and parts whose rows meet are drawn as one band. Not a band per line: each
 * SVG drawn costs ~3 ms however small it is, more than the rows it would spare.
 */
export function layoutBands(parts: ShareLayout[], area: { left: number; width: number }): { top: number; height: number; svg: string }[] {
  const { height } = SHARE_IMAGE_SIZE;
  const ranges = parts
    .map((part) => shapesOf(part))
    .filter((shapes) => shapes.length)
    .map((shapes) => ({
      shapes,
      from: Math.max(0, Math.floor(Math.min(...shapes.map(({ top }) => top))) - BLEED),
      to: Math.min(height, Math.ceil(Math.max(...shapes.map(({ bottom }) => bottom))) + BLEED),
    }))
    .sort((a, b) => a.from - b.from);
  const bands: typeof ranges = [];
  for (const range of ranges) {
    const last = bands.at(-1);
    if (last && range.from < last.to) bands[bands.length - 1] = { shapes: [...last.shapes, ...range.shapes], from: last.from, to: Math.max(last.to, range.to) };
    else bands.push(range);
  }
  return bands.map(({ shapes, from, to }) => ({ top: from, height: to - from, svg: svgOf(shapes.map(({ markup }) => markup), area, from, to - from) }));
}

import type { ShareLayout } from './shareLayout';
import { SHARE_IMAGE_SIZE } from './shareImageIndex';
import { outlineOf } from './shareFont';

const HEX = /^#[0-9a-f]{6}$/i;
/** Only numbers and the layout's own colours reach the document: no owner text is ever in it. */
const colour = (fill: string) => {
  if (!HEX.test(fill)) throw new Error(`not a colour: ${fill}`);
  return fill;
};
const n = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The layout's words (in the image's coordinates) as one transparent SVG layer of `area` of path outlines (shareFont.ts), laid over the
 * picture by sharp. The owner's text only ever becomes path data (numbers and commands), so a
 * name like `<script>` or `A & B` can't change the document.
 */
export function layoutSvg({ runs, bars, pills }: ShareLayout, area: { left: number; width: number } = { left: 0, width: SHARE_IMAGE_SIZE.width }): string {
  const { height } = SHARE_IMAGE_SIZE;
  const shapes = [
    ...bars.map((bar) => `<rect x="${n(bar.x)}" y="${n(bar.y)}" width="${n(bar.width)}" height="${n(bar.height)}" fill="${colour(bar.fill)}"/>`),
    ...pills.map((pill) => `<rect x="${n(pill.x)}" y="${n(pill.y)}" width="${n(pill.width)}" height="${n(pill.height)}" rx="${n(pill.height / 2)}" fill="${colour(pill.fill)}"/>`),
    ...runs.map((placed) => `<path d="${outlineOf(placed, placed.x, placed.baseline)}" fill="${colour(placed.fill)}"/>`),
  ];
  // Only the words' area is drawn (the picture covers the rest): librsvg's time grows with the area.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${area.width}" height="${height}" viewBox="${area.left} 0 ${area.width} ${height}">${shapes.join('')}</svg>`;
}

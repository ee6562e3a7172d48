import sharp, { type Sharp } from 'sharp';

/**
 * How a photo becomes the square the shop shows, as the sheet's `potong` column says:
 * - `pas` (the default): the whole photo, fitted inside the square; the margin takes the colour of
 *   the photo's own edge beside it, so a product on a plain backdrop looks photographed square;
 * - `tengah`, `atas`, `bawah`: filled, cut to the middle, the top or the bottom (for an owner who
 *   wants the product large and knows what the cut loses).
 * Cutting by default lost products: "what draws the eye" cut the example sandal's toe off and a
 * portrait batik's collar; a shop cannot sell what the picture cuts off.
 */
export const CROPS = ['pas', 'tengah', 'atas', 'bawah'] as const;
export type Crop = (typeof CROPS)[number];
export const DEFAULT_CROP: Crop = 'pas';

type Rgb = { r: number; g: number; b: number };

/** The margin beside a busy edge (a street, a patterned cloth): a light warm grey that sits on both themes' cards. */
export const NEUTRAL_MARGIN: Rgb = { r: 239, g: 236, b: 231 };
/** Transparent parts are shown on white, as the owner saw them in her photo viewer; never black. */
export const TRANSPARENT_BECOMES: Rgb = { r: 255, g: 255, b: 255 };

/**
 * An edge is a backdrop when this share of its pixels lies within EDGE_TOLERANCE of a straight
 * gradient along it (a studio sweep is lighter at the top than at the bottom): the product, where
 * it touches the edge, is the rest, and is left out of the margin's colour.
 */
const BACKDROP_SHARE = 0.6;
const EDGE_TOLERANCE = 28;
/** How many rows (or columns) of the edge are averaged: one alone may be a JPEG block's ragged border. */
const EDGE_DEPTH = 2;

const cropPosition: Record<Exclude<Crop, 'pas'>, string> = { tengah: 'centre', atas: 'top', bawah: 'bottom' };
const channels = ['r', 'g', 'b'] as const;

/**
 * The margin's colour at each point along an edge: the edge's backdrop as a straight gradient
 * (fitted to the pixels near the edge's median colour, then again to those near the fit), or the
 * neutral margin all along when the edge is busy.
 */
export function marginAlong(edge: Rgb[]): Rgb[] {
  const n = edge.length;
  if (n < 2) return edge.length ? [...edge] : [];
  const t = (i: number) => i / (n - 1);
  // A start the product cannot pull: the edge's median colour, flat (the product is under half of it).
  const median = (channel: (typeof channels)[number]) => edge.map((pixel) => pixel[channel]).sort((x, y) => x - y)[Math.floor(n / 2)]!;
  const line = { r: [median('r'), 0], g: [median('g'), 0], b: [median('b'), 0] } as Record<(typeof channels)[number], [number, number]>;
  const at = (i: number): Rgb => ({ r: line.r[0] + line.r[1] * t(i), g: line.g[0] + line.g[1] * t(i), b: line.b[0] + line.b[1] * t(i) });
  const near = (tolerance: number) => edge.flatMap((pixel, i) => (channels.every((channel) => Math.abs(pixel[channel] - at(i)[channel]) <= tolerance) ? [i] : []));
  // Wide at first, to take in a sweep's lighter and darker ends; then the gradient's own tolerance.
  let inliers = near(EDGE_TOLERANCE * 2);
  for (let pass = 0; pass < 3 && inliers.length >= 2; pass++) {
    const meanT = inliers.reduce((sum, i) => sum + t(i), 0) / inliers.length;
    const spread = inliers.reduce((sum, i) => sum + (t(i) - meanT) ** 2, 0);
    for (const channel of channels) {
      const mean = inliers.reduce((sum, i) => sum + edge[i]![channel], 0) / inliers.length;
      const slope = spread ? inliers.reduce((sum, i) => sum + (t(i) - meanT) * (edge[i]![channel] - mean), 0) / spread : 0;
      line[channel] = [mean - slope * meanT, slope];
    }
    inliers = near(EDGE_TOLERANCE);
  }
  if (inliers.length / n < BACKDROP_SHARE) return edge.map(() => NEUTRAL_MARGIN);
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  return edge.map((_, i) => {
    const { r, g, b } = at(i);
    return { r: clamp(r), g: clamp(g), b: clamp(b) };
  });
}

/**
 * The photo as one square `side` px wide, raw RGB: fitted with margins or cut, as `crop` says,
 * and flattened onto white. `side` is at most `largest` (what the widest output needs).
 */
export async function squareOf(upright: Sharp, size: { w: number; h: number }, crop: Crop, largest: number): Promise<{ data: Buffer; side: number }> {
  const flat = upright.flatten({ background: TRANSPARENT_BECOMES }).removeAlpha();
  if (crop !== 'pas') {
    const side = Math.min(size.w, size.h, largest);
    const data = await flat.resize(side, side, { fit: 'cover', position: cropPosition[crop] }).raw().toBuffer();
    return { data, side };
  }
  const side = Math.min(Math.max(size.w, size.h), largest);
  const { data: fitted, info } = await flat.resize(side, side, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  // The margins go where the photo is short: above and below a landscape, beside a portrait.
  const landscape = width >= height;
  const length = landscape ? width : height;
  const across = landscape ? height : width;
  /** The edge `from` the first or last line, averaged over EDGE_DEPTH lines, as colours along it. */
  const edge = (last: boolean): Rgb[] =>
    Array.from({ length }, (_, along) => {
      const sum = { r: 0, g: 0, b: 0 };
      const depth = Math.min(EDGE_DEPTH, across);
      for (let d = 0; d < depth; d++) {
        const line = last ? across - 1 - d : d;
        const [x, y] = landscape ? [along, line] : [line, along];
        const i = (y * width + x) * 3;
        sum.r += fitted[i]!;
        sum.g += fitted[i + 1]!;
        sum.b += fitted[i + 2]!;
      }
      return { r: sum.r / depth, g: sum.g / depth, b: sum.b / depth };
    });
  const [first, last] = [marginAlong(edge(false)), marginAlong(edge(true))];
  const square = Buffer.alloc(side * side * 3);
  const put = (pixel: number, { r, g, b }: Rgb) => {
    square[pixel * 3] = r;
    square[pixel * 3 + 1] = g;
    square[pixel * 3 + 2] = b;
  };
  const before = Math.floor((side - across) / 2);
  const after = side - across - before;
  if (landscape) {
    for (let y = 0; y < before; y++) for (let x = 0; x < side; x++) put(y * side + x, first[x]!);
    fitted.copy(square, before * side * 3);
    for (let y = side - after; y < side; y++) for (let x = 0; x < side; x++) put(y * side + x, last[x]!);
  } else {
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < before; x++) put(y * side + x, first[y]!);
      fitted.copy(square, (y * side + before) * 3, y * width * 3, (y + 1) * width * 3);
      for (let x = side - after; x < side; x++) put(y * side + x, last[y]!);
    }
  }
  return { data: square, side };
}

/** The square's pixels as sharp input, to resize and encode. */
export const squareImage = ({ data, side }: { data: Buffer; side: number }): Sharp => sharp(data, { raw: { width: side, height: side, channels: 3 } });

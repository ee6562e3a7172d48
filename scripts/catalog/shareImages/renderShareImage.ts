/**
 * Share images as JPEG bytes with sharp: the picture(s) drawn into their squares, the words
 * (shareImageSvg.ts: outlines only, never a font from the machine) laid over them. No metadata
 * and no timestamps are written, so the same inputs give the same bytes.
 */
import sharp from 'sharp';
import { COLORS, PICTURE_SIDE, productLayoutParts, SHOP_MARK, shopLayout, shopPictureCells, type ProductShareText, type ShopShareText } from './shareLayout';
import { layoutBands, layoutSvg } from './shareImageSvg';
import { SHARE_IMAGE_SIZE } from './shareImageIndex';

/**
 * Bump when this folder draws anything differently for the same inputs: it is hashed into every
 * image's name, so a new look replaces every image on the next build.
 */
export const RENDERER_VERSION = 'bagikan-1 jakarta-0.4.2 q78-420 huffman-standar';

/**
 * Quality 78 as the catalogue's photos. Not mozjpeg: its trellis and scan search took ~330 ms
 * an image here, for 12% fewer bytes. Nor Huffman tables fitted to the image (optimiseCoding):
 * the same pixels 14% smaller (38 KB, not 44), but a second pass that doubled the encoding
 * (~11 ms, not ~5.5), a fifth of a new image's time once its picture and the shop's name are
 * drawn once a build; at 50,000 products, ~2.3 minutes of the issue's 10 (scripts/bench/shareImageBench.ts).
 * 4:2:0, the JPEG default: halving the colour's resolution shows only on the red and rust
 * letters' edges at full size, never at the ~300 px a chat shows, and saves ~17% against 4:4:4.
 */
export const JPEG = { quality: 78, optimiseCoding: false, chromaSubsampling: '4:2:0' } as const;
const looksLikeSvg = (bytes: Buffer) => /<svg[\s>]/.test(bytes.subarray(0, 4096).toString('utf8'));
const CHANNELS = 3;

export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

/** sRGB pixels, 3 bytes each, on white: what every layer becomes before they are joined. */
async function rgb(image: ReturnType<typeof sharp>): Promise<Pixels> {
  const { data, info } = await image.flatten({ background: COLORS.background }).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== CHANNELS) throw new Error(`expected ${CHANNELS} channels, got ${info.channels}`);
  return { data, width: info.width, height: info.height };
}

/** A picture (a photo, or an SVG drawing rendered at the size it is shown) as a `side` square. */
export async function square(bytes: Buffer, side: number): Promise<Pixels> {
  let density: number | undefined;
  if (looksLikeSvg(bytes)) {
    // A drawing's own words would be set by librsvg in whatever font the machine has (fontconfig):
    // the share image leaves them out rather than differ from one machine to the next.
    bytes = Buffer.from(bytes.toString('utf8').replace(/<text[\s>][\s\S]*?<\/text>/g, ''));
    const { width = side, height = side } = await sharp(bytes).metadata();
    density = Math.min(2400, Math.max(1, (72 * side) / Math.max(1, Math.min(width, height))));
  }
  return rgb(sharp(bytes, { density, limitInputPixels: 20_000 * 20_000 }).rotate().resize(side, side, { fit: 'cover' }));
}

/** The words' area, drawn on white. */
export const panel = (svg: string) => rgb(sharp(Buffer.from(svg)));

export interface Layer {
  pixels: Pixels;
  left: number;
  top: number;
}

/**
 * The layers copied row by row into one image's raw pixels. Not sharp's composite: the layers
 * never overlap, and its blending (in floating point, with alpha) took 35 ms an image, more than
 * the JPEG encoding itself.
 */
export function joined(background: string, layers: Layer[]): Buffer {
  const { width, height } = SHARE_IMAGE_SIZE;
  const image = Buffer.alloc(width * height * CHANNELS, Buffer.from(background.slice(1), 'hex'));
  for (const { pixels, left, top } of layers) {
    const rowBytes = Math.min(pixels.width, width - left) * CHANNELS;
    for (let row = 0; row < pixels.height && top + row < height; row++) {
      const from = row * pixels.width * CHANNELS;
      pixels.data.copy(image, ((top + row) * width + left) * CHANNELS, from, from + rowBytes);
    }
  }
  return image;
}

/** The joined pixels as the JPEG file. */
export function encoded(image: Buffer): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE_SIZE;
  return sharp(image, { raw: { width, height, channels: CHANNELS } }).jpeg(JPEG).toBuffer();
}

export const TEXT_WIDTH = SHARE_IMAGE_SIZE.width - PICTURE_SIDE;

/** At most `size` values, the least recently used dropped first. */
class Recent<V> {
  private readonly values = new Map<string, V>();
  constructor(private readonly size: number) {}
  get(key: string, make: () => V): V {
    let value = this.values.get(key);
    if (value !== undefined) this.values.delete(key);
    else value = make();
    this.values.set(key, value);
    if (this.values.size > this.size) this.values.delete(this.values.keys().next().value!);
    return value;
  }
  forget(key: string) {
    this.values.delete(key);
  }
}

/**
 * What a build's images repeat, drawn once: a picture's square (the made-up shops' products share
 * a few hundred drawings; a real shop's, now and then a photo), by the hash of its bytes, and a
 * band of words (the shop's name under its rule, on every image), by its SVG. Pixels, not
 * JPEGs, so an image drawn from the cache has the bytes it would have without it. A square is
 * 630 × 630 × 3 bytes, 1.2 MB: writeShareImages draws the products in the order of their
 * pictures, so a few dozen squares are all it ever needs.
 */
export class DrawCache {
  private readonly squares: Recent<Promise<Pixels>>;
  private readonly bands = new Recent<Promise<Pixels>>(16);
  constructor(squares = 48) {
    this.squares = new Recent(squares);
  }
  square(key: string, bytes: () => Promise<Buffer>, side: number): Promise<Pixels> {
    const id = `${side} ${key}`;
    return this.squares.get(id, () => bytes().then((picture) => square(picture, side)).catch((error: unknown) => (this.squares.forget(id), Promise.reject(error))));
  }
  band(svg: string): Promise<Pixels> {
    return this.bands.get(svg, () => panel(svg).catch((error: unknown) => (this.bands.forget(svg), Promise.reject(error))));
  }
}

/**
 * A product's image: its picture (photo or drawing bytes, `key` naming them in `cache`) and its
 * words. Only the panel's rows that hold words are drawn (layoutBands); the rest is the white
 * the whole panel would have been flattened onto.
 */
export async function renderProductImage(picture: { key: string; bytes: () => Promise<Buffer> }, text: ProductShareText, cache = new DrawCache(1)): Promise<Buffer> {
  const bands = layoutBands(Object.values(productLayoutParts(text)), { left: PICTURE_SIDE, width: TEXT_WIDTH });
  const [pixels, ...words] = await Promise.all([cache.square(picture.key, picture.bytes, PICTURE_SIDE), ...bands.map(({ svg }) => cache.band(svg))]);
  return encoded(
    joined(COLORS.background, [
      { pixels: pixels!, left: 0, top: 0 },
      ...words.map((band, index) => ({ pixels: band, left: PICTURE_SIDE, top: bands[index]!.top })),
    ]),
  );
}

/**
 * The shop's own image: its name and tagline, its mark below them when given (her logo or
 * initials, scripts/shop/shopIcons.ts: SHOP_MARK), and up to four of its products' pictures in a
 * grid on a light surface.
 */
export async function renderShopImage(pictures: Buffer[], text: ShopShareText, mark?: Buffer): Promise<Buffer> {
  const cells = shopPictureCells(pictures.length);
  const [words, ...squares] = await Promise.all([
    panel(layoutSvg(shopLayout(text), { left: 0, width: TEXT_WIDTH })),
    ...cells.map(async (cell, index) => ({ pixels: await square(pictures[index]!, cell.side), left: cell.left, top: cell.top })),
  ]);
  // Drawn over the words' panel (white), where the tallest name and tagline never reach.
  const markLayer: Layer[] = mark ? [{ pixels: await square(mark, SHOP_MARK.side), left: SHOP_MARK.left, top: SHOP_MARK.top }] : [];
  return encoded(joined(COLORS.surface, [{ pixels: words as Pixels, left: 0, top: 0 }, ...markLayer, ...(squares as Layer[])]));
}

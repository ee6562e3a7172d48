/**
 * @jest-environment node
 */
// Photos made here by sharp: a product (pure red) on a backdrop, where catalog:build must keep
// every bit of it. The outputs are read back as a shopper's browser gets them (the JPEG).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildPhoto } from '../../scripts/catalog/sheet/photos';
import { marginAlong, NEUTRAL_MARGIN, type Crop } from '../../scripts/catalog/sheet/photoSquare';

jest.setTimeout(60_000);
let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'persegi-'))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const RED = { r: 220, g: 20, b: 20 };
type Box = { left: number; top: number; width: number; height: number };

/** A photo `width` × `height` of a red product (`box`) on a flat backdrop, as a JPEG. */
async function productPhoto(width: number, height: number, box: Box, backdrop = '#c8b8a4'): Promise<Buffer> {
  const product = await sharp({ create: { width: box.width, height: box.height, channels: 3, background: RED } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: backdrop } })
    .composite([{ input: product, left: box.left, top: box.top }])
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Builds `bytes` as photo `name` and returns the largest JPEG's pixels. */
async function built(name: string, bytes: Buffer, crop?: Crop) {
  fs.writeFileSync(path.join(dir, name), bytes);
  const { photo } = await buildPhoto(path.join(dir, name), dir, '', crop);
  if (typeof photo === 'string') throw new Error('a drawing');
  const largest = photo.jpg.split(', ').at(-1)!.split(' ')[0]!;
  const { data, info } = await sharp(path.join(dir, largest)).raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
  };
  return { photo, side: info.width, height: info.height, pixel };
}

/** The red pixels' count and bounding box. */
function redIn({ side, pixel }: { side: number; pixel: (x: number, y: number) => { r: number; g: number; b: number } }) {
  let count = 0;
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const { r, g, b } = pixel(x, y);
      if (r > 150 && g < 90 && b < 90) {
        count++;
        box.left = Math.min(box.left, x);
        box.top = Math.min(box.top, y);
        box.right = Math.max(box.right, x + 1);
        box.bottom = Math.max(box.bottom, y + 1);
      }
    }
  }
  return { count, ...box };
}

it('shows the whole of a landscape photo whose product touches its right edge, at the expected scale', async () => {
  // 1600 × 1000; the product is the right end, 300 × 400, touching the edge (a sandal's toe).
  const square = await built('sandal.jpg', await productPhoto(1600, 1000, { left: 1300, top: 300, width: 300, height: 400 }));
  expect(square.side).toBe(1080);
  expect(square.height).toBe(1080);
  const scale = 1080 / 1600;
  const red = redIn(square);
  // Every pixel of it, scaled by 1080/1600 (a pixel's worth of blur at its border either way).
  expect(red.count / (300 * 400 * scale ** 2)).toBeGreaterThan(0.97);
  expect(red.count / (300 * 400 * scale ** 2)).toBeLessThan(1.03);
  expect(red.right).toBe(1080);
  expect(red.left).toBeCloseTo(1300 * scale, -1);
  // Centred: the photo's 1000 px become 675, with (1080 - 675) / 2 above.
  expect(red.top).toBeCloseTo(202 + 300 * scale, -1);
});

it('shows the whole of a portrait photo whose product touches its top (a collar)', async () => {
  const square = await built('batik.jpg', await productPhoto(1200, 1600, { left: 400, top: 0, width: 400, height: 500 }));
  const scale = 1080 / 1600;
  const red = redIn(square);
  expect(red.count / (400 * 500 * scale ** 2)).toBeGreaterThan(0.97);
  expect(red.count / (400 * 500 * scale ** 2)).toBeLessThan(1.03);
  expect(red.top).toBe(0);
  expect(red.left).toBeCloseTo(135 + 400 * scale, -1);
});

it("fills the margin with the backdrop's own colour, so the square looks photographed square", async () => {
  const square = await built('tas.jpg', await productPhoto(1600, 1000, { left: 600, top: 300, width: 400, height: 400 }, '#c8b8a4'));
  // Top-left corner and bottom-right corner are margin; both the backdrop's colour.
  for (const [x, y] of [[5, 5], [1075, 1075], [540, 20]] as const) {
    const { r, g, b } = square.pixel(x, y);
    expect(Math.max(Math.abs(r - 0xc8), Math.abs(g - 0xb8), Math.abs(b - 0xa4))).toBeLessThan(8);
  }
});

it('takes a busy edge for no colour: the margin is a neutral grey', () => {
  const noise = Array.from({ length: 200 }, (_, i) => (i % 2 ? { r: 10, g: 200, b: 30 } : { r: 240, g: 20, b: 200 }));
  expect(new Set(marginAlong(noise))).toEqual(new Set([NEUTRAL_MARGIN]));
  // A lit backdrop, lighter at one end, with the product touching a third of it: the backdrop's gradient, product left out.
  const sweep = Array.from({ length: 300 }, (_, i) => (i >= 100 && i < 200 ? RED : { r: 240 - i / 5, g: 240 - i / 5, b: 240 - i / 5 }));
  const margin = marginAlong(sweep);
  expect(margin[0]).toEqual({ r: 240, g: 240, b: 240 });
  expect(margin[150]).toEqual({ r: 210, g: 210, b: 210 });
  expect(margin[299]!.r).toBeCloseTo(180, -1);
});

it('puts a transparent PNG on white, never black, and takes the placeholder from what shows', async () => {
  const shape = await sharp({ create: { width: 300, height: 300, channels: 3, background: RED } }).png().toBuffer();
  const png = await sharp({ create: { width: 1200, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: shape, left: 450, top: 250 }])
    .png()
    .toBuffer();
  const square = await built('logo.png', png);
  let dark = 0;
  for (let y = 0; y < square.side; y += 3) for (let x = 0; x < square.side; x += 3) if (Math.max(...Object.values(square.pixel(x, y))) < 60) dark++;
  expect(dark).toBe(0);
  expect(Math.min(...Object.values(square.pixel(10, 10)))).toBeGreaterThan(245);
  expect(Math.min(...Object.values(square.pixel(540, 100)))).toBeGreaterThan(245);
  expect(redIn(square).count / (300 * 300 * (1080 / 1200) ** 2)).toBeGreaterThan(0.97);
  // Mostly white shows, so the colour painted while it loads is light, not near-black.
  expect(square.photo.placeholder).toMatch(/^#(f[0-9a-f]){3}$/);
});

it("cuts only when the sheet's `potong` asks: 'atas' keeps a portrait's top, 'bawah' its bottom", async () => {
  const portrait = await productPhoto(1000, 1600, { left: 300, top: 0, width: 400, height: 300 });
  const top = await built('atas.jpg', portrait, 'atas');
  // Cut, the square is as wide as the short side: 1000 px gives 320 and 640.
  expect(top.side).toBe(640);
  expect(redIn(top).top).toBe(0);
  const bottom = await built('bawah.jpg', portrait, 'bawah');
  expect(redIn(bottom).count).toBe(0);
  // 'tengah' fills the square from the middle: 1000 px wide, 1000 of the 1600 rows, the top 300 lost.
  const middle = await built('tengah.jpg', portrait, 'tengah');
  expect(redIn(middle).count).toBe(0);
});

it('says a half-copied JPEG is damaged, in Indonesian, without sharp’s English', async () => {
  const whole = await productPhoto(1200, 900, { left: 100, top: 100, width: 200, height: 200 });
  fs.writeFileSync(path.join(dir, 'setengah.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
  await expect(buildPhoto(path.join(dir, 'setengah.jpg'), dir, 'img/')).rejects.toThrow(/^foto rusak atau terpotong: simpan ulang sebagai JPEG$/);
});

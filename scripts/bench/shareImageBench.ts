/**
 * Issue 53's cost of one new share image, step by step (scripts/catalog/shareImages/):
 *
 *   nice -n 10 npx tsx scripts/bench/shareImageBench.ts [--count 30] [--photos <folder>] [--out <folder>]
 *
 * One image at a time, so the figures are CPU per image, not a build's throughput:
 * - square: the picture drawn as its 630 px square (a drawing rasterised, a photo decoded and resized);
 * - layout: the words laid out and outlined into the panel's bands of SVG (JavaScript);
 * - panel: those bands rasterised (the shop's name, the same on every image, once for all);
 *   beside it, `whole`: the whole panel as one SVG, as the first version drew it;
 * - join: the layers copied into one image;
 * - encode: the JPEG, and beside it what it would cost and weigh with optimiseCoding the other way.
 * Pictures: the demo's drawings (toko-contoh/foto/*.svg), and with --photos a folder of JPEGs
 * (`npm run catalog:generate -- --count 40 --photos --out /tmp/sh40`, then /tmp/sh40/foto), each
 * first made the 640 px copy catalog:build would draw from (untimed). With --out, the images are
 * written there, to compare the bytes before and after a change to the renderer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { formatPrice } from '../../src/lib/formatPrice';
import { COLORS, PICTURE_SIDE, productLayout, productLayoutParts, type ProductShareText } from '../catalog/shareImages/shareLayout';
import { layoutBands, layoutSvg } from '../catalog/shareImages/shareImageSvg';
import { DrawCache, encoded, JPEG, joined, panel, renderProductImage, square, TEXT_WIDTH } from '../catalog/shareImages/renderShareImage';
import { SHARE_IMAGE_SIZE } from '../catalog/shareImages/shareImageIndex';
import { median } from './stats';

const { values } = parseArgs({ options: { count: { type: 'string', default: '30' }, photos: { type: 'string' }, out: { type: 'string' } } });
const count = Number(values.count);
const root = path.resolve(__dirname, '../..');

const NAMES = ['Sneakers Kanvas Klasik', 'Sandal Jepit Karet Pantai', 'Kemeja Batik Parang Lereng Modern Lengan Panjang', 'Tas Anyam Pandan', 'Blus Rayon Bunga', 'Kaos Polos Katun Combed 30s'];
/** Varied words: short and long names, on sale or not. */
function textOf(index: number): ProductShareText {
  const price = 49_000 + ((index * 37_000) % 400_000);
  const onSale = index % 3 === 0;
  const sale = Math.round((price * 0.8) / 1000) * 1000;
  return {
    name: NAMES[index % NAMES.length]!,
    price: formatPrice(onSale ? sale : price),
    ...(onSale ? { original: formatPrice(price), discount: Math.round(((price - sale) / price) * 100) } : {}),
    shop: 'Toko Ani & Saudara',
  };
}

async function pictures(): Promise<{ label: string; files: { name: string; bytes: Buffer }[] }[]> {
  const drawingsDir = path.join(root, 'toko-contoh/foto');
  const drawings = fs.readdirSync(drawingsDir).filter((name) => name.endsWith('.svg')).sort();
  const sets = [{ label: 'drawings (demo)', files: drawings.slice(0, count).map((name) => ({ name, bytes: fs.readFileSync(path.join(drawingsDir, name)) })) }];
  if (values.photos) {
    const names = fs.readdirSync(values.photos).filter((name) => /\.jpe?g$/i.test(name)).sort().slice(0, count);
    // The 640 px copy pictureOf picks from a built catalogue.
    const files = await Promise.all(names.map(async (name) => ({ name, bytes: await sharp(path.join(values.photos!, name)).resize(640).jpeg({ quality: 78 }).toBuffer() })));
    sets.push({ label: 'photos (generated)', files });
  }
  return sets;
}

const time = async <T>(work: () => T | Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};
const ms = (values: number[]) => median(values).toFixed(1).padStart(7);

async function main() {
  // Fonts parsed, sharp warmed up and the shop's name drawn once, outside the timings, as in a build.
  const cache = new DrawCache(1);
  const warm = layoutBands(Object.values(productLayoutParts(textOf(0))), { left: PICTURE_SIDE, width: TEXT_WIDTH });
  await encoded(joined(COLORS.background, await Promise.all(warm.map(async ({ svg, top }) => ({ pixels: await cache.band(svg), left: PICTURE_SIDE, top })))));
  console.log(`one image at a time, median ms (sharp.concurrency ${sharp.concurrency()})`);
  console.log(`${'pictures'.padEnd(22)} ${['square', 'layout', 'panel', 'whole', 'join', 'encode', 'total', `opt ${JPEG.optimiseCoding ? 'off' : 'on'}`, 'KB', `KB opt ${JPEG.optimiseCoding ? 'off' : 'on'}`].map((h, i) => h.padStart(i < 8 ? 9 : 10)).join('')}`);
  for (const { label, files } of await pictures()) {
    const steps = { square: [] as number[], layout: [] as number[], panel: [] as number[], whole: [] as number[], join: [] as number[], encode: [] as number[], total: [] as number[], plain: [] as number[] };
    const sizes = { optimised: [] as number[], plain: [] as number[] };
    for (const [index, { name, bytes }] of files.entries()) {
      const [pixels, squareMs] = await time(() => square(bytes, PICTURE_SIDE));
      const [bands, layoutMs] = await time(() => layoutBands(Object.values(productLayoutParts(textOf(index))), { left: PICTURE_SIDE, width: TEXT_WIDTH }));
      const [words, panelMs] = await time(() => Promise.all(bands.map(async ({ svg, top }) => ({ pixels: await cache.band(svg), left: PICTURE_SIDE, top }))));
      const [, wholeMs] = await time(() => panel(layoutSvg(productLayout(textOf(index)), { left: PICTURE_SIDE, width: TEXT_WIDTH })));
      const [image, joinMs] = await time(() => joined(COLORS.background, [{ pixels, left: 0, top: 0 }, ...words]));
      const [jpeg, encodeMs] = await time(() => encoded(image));
      const { width, height } = SHARE_IMAGE_SIZE;
      const [plain, plainMs] = await time(() => sharp(image, { raw: { width, height, channels: 3 } }).jpeg({ ...JPEG, optimiseCoding: !JPEG.optimiseCoding }).toBuffer());
      Object.entries({ square: squareMs, layout: layoutMs, panel: panelMs, whole: wholeMs, join: joinMs, encode: encodeMs, plain: plainMs }).forEach(([step, value]) => steps[step as keyof typeof steps].push(value));
      steps.total.push(squareMs + layoutMs + panelMs + joinMs + encodeMs);
      sizes.optimised.push(jpeg.length);
      sizes.plain.push(plain.length);
      if (values.out) {
        fs.mkdirSync(values.out, { recursive: true });
        // The renderer's own function, to compare its bytes before and after a change.
        fs.writeFileSync(path.join(values.out, `${name}.jpg`), await renderProductImage({ key: name, bytes: async () => bytes }, textOf(index), cache));
      }
    }
    const kb = (list: number[]) => (median(list) / 1024).toFixed(1).padStart(10);
    console.log(`${`${label} ×${files.length}`.padEnd(22)} ${[steps.square, steps.layout, steps.panel, steps.whole, steps.join, steps.encode, steps.total, steps.plain].map((list) => ms(list).padStart(9)).join('')}${kb(sizes.optimised)}${kb(sizes.plain)}`);
  }
}

void main();

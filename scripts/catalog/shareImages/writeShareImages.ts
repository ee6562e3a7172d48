/**
 * catalog:build's share images (issue 53): one 1200 × 630 JPEG per product and one for the
 * shop, written into the new catalogue folder's `bagikan/` with `bagikan.json` naming them
 * (shareImageIndex.ts, the contract with the site build). Each is named by the hash of all it
 * shows (picture bytes, name, prices, shop name) and of RENDERER_VERSION, so an image already in
 * the previous catalogue is copied, not drawn again, and a changed price gets a new name; images
 * no product names any more are left behind with the old folder.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatPrice } from '../../../src/lib/formatPrice';
import { discountPercent, effectivePrice, isOnSale } from '../../../src/features/catalog/pricing';
import type { ProductFile } from '../buildCatalog';
import { productAlt, shopAlt } from './shareAlt';
import { PICTURE_SIDE, type ProductShareText, type ShopShareText } from './shareLayout';
import { DrawCache, RENDERER_VERSION, renderProductImage, renderShopImage } from './renderShareImage';
import { SHARE_IMAGE_FOLDER, SHARE_INDEX_FILE, type ShareImage, type ShareImageIndex } from './shareImageIndex';
import { eachLimited } from '../eachLimited';

/** How many of the shop's products its own image shows. */
const SHOP_PICTURES = 4;

export interface ShareShop {
  name: string;
  tagline: string;
  /** Her mark (her logo, or her initials: scripts/shop/shopIcons.ts's logo.png), on the shop's own image. */
  mark?: Buffer;
}

export interface ShareReport {
  /** Images in `bagikan/` (products and the shop). */
  files: number;
  bytes: number;
  /** Of those, drawn in this build (the rest were copied from the previous catalogue). */
  drawn: number;
  /** Milliseconds spent drawing, summed over the images drawn (they overlap when drawn at once). */
  drawMs: number[];
}

/** What the page says a product costs today (the product page's PriceTag, one source for both). */
export function productShareText(product: Pick<ProductFile, 'name' | 'price' | 'salePrice'>, shop: string): ProductShareText {
  const onSale = isOnSale(product);
  return {
    name: product.name,
    price: formatPrice(effectivePrice(product)),
    ...(onSale ? { original: formatPrice(product.price), discount: discountPercent(product) } : {}),
    shop,
  };
}

/**
 * The file a product's share image draws from, relative to the catalogue folder: its first
 * colour's drawing, or the narrowest of its photo's JPEGs at least as wide as the image's square
 * (640 px: a third of the 1080's pixels to decode), else its widest.
 */
export function pictureOf(product: ProductFile): string {
  const first = product.colorOptions[0] as (ProductFile['colorOptions'][number] & { photo?: { jpg: string } }) | undefined;
  if (!first) return '';
  if (!first.photo) return first.image;
  const widths = first.photo.jpg.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return { url, width: Number.parseInt(width, 10) };
  });
  return (widths.find(({ width }) => width >= PICTURE_SIDE) ?? widths.at(-1))?.url ?? first.image;
}

const sha = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

interface Job {
  key: string;
  hash: string;
  /** The hash of the picture it draws from: the jobs are drawn in this order (DrawCache). */
  picture: string;
  draw: () => Promise<Buffer>;
}

/**
 * Writes the images and the index into `dir` (the catalogue being built, its pictures already in
 * it), reusing what `previousDir` (the catalogue it replaces) or `cacheDir` (catalog:build's
 * photo cache, kept between builds where the catalogue folder is not, as on a fresh checkout)
 * already has. Products without a picture get none.
 */
export async function writeShareImages(
  dir: string,
  previousDir: string,
  products: ProductFile[],
  shop: ShareShop,
  options: { concurrency?: number; cacheDir?: string } = {},
): Promise<ShareReport> {
  await fs.mkdir(path.join(dir, SHARE_IMAGE_FOLDER), { recursive: true });
  // Read once each however many products share a picture (the made-up shops share drawings).
  const pictureHashes = new Map<string, Promise<string>>();
  const pictureHash = (file: string) => {
    let hash = pictureHashes.get(file);
    if (!hash) pictureHashes.set(file, (hash = fs.readFile(path.join(dir, file)).then((bytes) => sha(bytes))));
    return hash;
  };
  const readPicture = (file: string) => fs.readFile(path.join(dir, file));

  const index: ShareImageIndex = { shop: { path: '', alt: '' }, products: {} };
  const jobs: Job[] = [];
  const cache = new DrawCache();
  const pictured = products.filter((product) => pictureOf(product));
  for (const product of pictured) {
    const file = pictureOf(product);
    const text = productShareText(product, shop.name);
    const picture = await pictureHash(file);
    const hash = sha(RENDERER_VERSION, 'produk', picture, text.name, text.price, text.original ?? '', String(text.discount ?? ''), text.shop);
    index.products[product.slug] = { path: imagePath(hash), alt: productAlt(text) };
    jobs.push({ key: product.slug, hash, picture, draw: () => renderProductImage({ key: picture, bytes: () => readPicture(file) }, text, cache) });
  }
  const shopFiles = pictured.slice(0, SHOP_PICTURES).map(pictureOf);
  const shopText: ShopShareText = { shop: shop.name, tagline: shop.tagline };
  const shopHash = sha(RENDERER_VERSION, 'toko', shopText.shop, shopText.tagline, ...(await Promise.all(shopFiles.map(pictureHash))), ...(shop.mark ? ['tanda', sha(shop.mark)] : []));
  index.shop = { path: imagePath(shopHash), alt: shopAlt(shopText, shopFiles.length) } satisfies ShareImage;
  jobs.push({ key: '', hash: shopHash, picture: '', draw: async () => renderShopImage(await Promise.all(shopFiles.map(readPicture)), shopText, shop.mark) });

  // Two products with the same picture, name and price share one image.
  // Products with the same picture one after another: its square is drawn once and dropped.
  const unique = [...new Map(jobs.map((job) => [job.hash, job])).values()].sort((a, b) => (a.picture < b.picture ? -1 : a.picture > b.picture ? 1 : 0));
  const report: ShareReport = { files: unique.length, bytes: 0, drawn: 0, drawMs: [] };
  // One image in flight per core and one more: each spends part of its time in JavaScript (layout,
  // outlines) and part in sharp's threads, so the cores stay busy while the main thread lays out.
  await eachLimited(unique, options.concurrency ?? os.availableParallelism() + 1, async ({ hash, draw }) => {
    const target = path.join(dir, imagePath(hash));
    const cached = options.cacheDir && path.join(options.cacheDir, imagePath(hash));
    const copied = (from: string | undefined) => (from ? fs.copyFile(from, target).then(() => true, () => false) : Promise.resolve(false));
    if (!(await copied(path.join(previousDir, imagePath(hash)))) && !(await copied(cached))) {
      const started = performance.now();
      const bytes = await draw();
      report.drawMs.push(performance.now() - started);
      report.drawn++;
      await fs.writeFile(target, bytes);
      if (cached) await remember(cached, bytes);
    }
    // Read before adding: `report.bytes += await …` would add to the total as it was before the wait.
    const { size } = await fs.stat(target);
    report.bytes += size;
  });
  await fs.writeFile(path.join(dir, SHARE_INDEX_FILE), `${JSON.stringify(index, null, 1)}\n`);
  return report;
}

/** Into the cache under a temporary name first, so an interrupted build never leaves half an image there. */
async function remember(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

const imagePath = (hash: string) => `${SHARE_IMAGE_FOLDER}${hash.slice(0, 20)}.jpg`;

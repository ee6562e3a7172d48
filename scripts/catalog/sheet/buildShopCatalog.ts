import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RateRow } from '../../../src/features/checkout/shipping/rateTypes';
import type { CatalogFile, ProductFile } from '../buildCatalog';
import { rateFiles } from '../../shop/ongkir/rateFiles';
import { categoriesFromSheet } from './categoryRows';
import { productColumns } from './columns';
import { DEFAULT_RECIPE, type PhotoRecipe } from './photoRecipe';
import type { PhotoDestination, PhotoSources } from './photoDestination';
import { readPhotoFolder } from './photoFolder';
import { fetchOriginal, originalUrl } from './photoOrigin';
import { supplyPhotos } from './photoSupply';
import { PHOTO_WIDTHS, photoFailure, photoProblem, type BuiltPhoto } from './photos';
import { eachLimited } from '../eachLimited';
import { DEFAULT_CROP, type Crop } from './photoSquare';
import { CatalogBuildError, type Problem } from './problems';
import { productsFromSheet, type ProductDraft } from './productRows';
import { readSheet } from './readSheet';
import { decodeSheet } from './sheetEncoding';
import { catalogFromFile } from '../split/fromCatalogFile';
import { splitCatalog } from '../split/splitCatalog';
import { keepPreviousVersion, writeSplit } from '../split/writeSplit';
import { writeShareImages, type ShareReport, type ShareShop } from '../shareImages/writeShareImages';
import { writeSalePicture, type SalePictureFacts } from '../salePicture/writeSalePicture';
import { ICON_FILES, ICON_FOLDER, shopIcons } from '../../shop/shopIcons';

export interface ShopSources {
  /** produk.csv */
  products: string;
  /** kategori.csv */
  categories: string;
  /** The folder the `foto` column's file names are in. */
  photos: string;
  /**
   * FOTO_ASAL (photoOrigin.ts): the address of the folder the originals are read from instead of
   * `photos`, when they live in a bucket rather than in the repository.
   */
  photoOrigin?: string;
  /**
   * The rates of the shop's ongkir.csv, already read and checked (scripts/shop/ongkir/readOngkir.ts):
   * written as `ongkir/<province>.json` in the version folder. Absent: the shop has no ongkir.csv, no files.
   */
  rates?: RateRow[];
}

export interface BuildReport {
  products: number;
  categories: number;
  photos: number;
  /** Where the photos' pictures came from: encoded here, the destination, the local cache. */
  photoSources: PhotoSources;
  /** Everything written: image files, catalog.json and the split. */
  files: number;
  bytes: number;
  /** The split's own share (docs/catalog-split.md): its version, files and bytes. */
  split: { version: string; files: number; bytes: number };
  /** What the owner may want to mend, though the catalogue was written (notesOn). */
  notes: Problem[];
  /** The rate files' share of the split, when the shop has ongkir.csv: its rows, files (one per province) and bytes. */
  ongkir?: { rows: number; files: number; bytes: number };
  /** The share images (bagikan/, bagikan.json), when the shop's name was given to draw them with. */
  share?: ShareReport & { seconds: number };
  /** Her sale picture and icons (issue 63), when her name was given to draw them with. */
  pictures?: { salePicture: SalePictureFacts; saleWords: string[]; files: number; bytes: number; /** Her 512 px logo.png (ikon/), for the shop's share image. */ mark: Buffer };
}

/** What the shop's own pictures are drawn from: her name, and her logo's bytes or her initials (scripts/shop/shopIcons.ts). */
export interface ShopPictures {
  name: string;
  mark: { logo: Buffer } | { initials: string };
}

/** A photo narrower than this looks blurred on the product page, which shows up to ~560 CSS px. */
export const SHARP_PHOTO_PX = 640;

/**
 * What is allowed but worth a look: a photo too small to look sharp on the product page, and a
 * product whose every size is sold out (it shows as 'Stok habis'). In the sheets' row order.
 */
function notesOn(products: ProductDraft[], photos: Map<string, BuiltPhoto | string>, file: string): Problem[] {
  const notes: Problem[] = [];
  const noted = new Set<string>();
  for (const { row, colors, sizes } of products) {
    for (const color of colors) {
      const { photo } = color;
      const built = photos.get(photoKey(color));
      if (typeof built !== 'object' || built.width >= SHARP_PHOTO_PX || noted.has(photo)) continue;
      noted.add(photo);
      notes.push({ file, row, column: productColumns.photos, message: `foto '${photo}' lebih kecil dari ${SHARP_PHOTO_PX} px: di halaman produk tampak buram (sebaiknya ${PHOTO_WIDTHS.at(-1)} px atau lebih)` });
    }
    if (sizes.length && sizes.every(({ stock }) => stock === 0)) notes.push({ file, row, column: productColumns.sizes, message: "semua ukuran habis: produk tampil dengan 'Stok habis' dan tidak bisa ditambahkan ke keranjang" });
  }
  return notes;
}

/** A photo is built once per way of squaring it (`potong`), however many rows use it. */
const photoKey = ({ photo, crop }: { photo: string; crop: Crop }) => (crop === DEFAULT_CROP ? photo : `${photo}\0${crop}`);

type ColorOption = ProductFile['colorOptions'][number] & { photo?: Omit<BuiltPhoto, 'src'> };
const IMAGE_FOLDER = 'img';
/** Originals read and looked at together: enough to keep the disk busy, few enough to stay small in memory. */
const PHOTO_LOOKS_AT_ONCE = 8;

/** A sheet's text, or the problems of reading it (returned, not pushed: reads finish in any order). */
async function readText(file: string): Promise<string | Problem[]> {
  const bytes = await fs.readFile(file).catch(() => undefined);
  if (!bytes) return [{ file, message: 'berkas tidak ditemukan atau tidak bisa dibaca' }];
  const decoded = decodeSheet(path.basename(file), bytes);
  return 'text' in decoded ? decoded.text : decoded.problems;
}

/** What readShopSources found: the sheets' rows, the photos to build and how to read each original. */
export type ShopSourcesRead = Awaited<ReturnType<typeof readShopSources>>;

/**
 * Reads and checks both sheets, finds every photo they name in the folder and has a cheap look at
 * each (photoProblem: a picture, and whole), before any photo is encoded. Writes nothing. Throws
 * CatalogBuildError with every problem found: catalog:build lists them with toko.csv's and
 * ongkir.csv's in one run (scripts/shop/buildShop.ts).
 */
export async function readShopSources(sources: ShopSources, today: string) {
  const problems: Problem[] = [];
  // Read at once, reported in the sheets' order whichever read fails first.
  const [productText, categoryText] = await Promise.all([readText(sources.products), readText(sources.categories)]);
  if (typeof productText !== 'string' || typeof categoryText !== 'string') {
    throw new CatalogBuildError([productText, categoryText].flatMap((read) => (typeof read === 'string' ? [] : read)));
  }
  const categorySheet = readSheet(path.basename(sources.categories), categoryText);
  const productSheet = readSheet(path.basename(sources.products), productText);
  problems.push(...categorySheet.problems, ...productSheet.problems);
  if (!categorySheet.sheet || !productSheet.sheet) throw new CatalogBuildError(problems);
  const { categories, problems: categoryProblems } = categoriesFromSheet(categorySheet.sheet);
  const { products, problems: productProblems } = productsFromSheet(productSheet.sheet, categories, today);
  problems.push(...categoryProblems, ...productProblems);

  // Each photo is built once, however many rows use it; problems name the first row.
  const firstRowOf = new Map<string, number>();
  const toBuild = new Map<string, { photo: string; crop: Crop; row: number }>();
  for (const product of products) {
    for (const color of product.colors) {
      if (!firstRowOf.has(color.photo)) firstRowOf.set(color.photo, product.row);
      if (!toBuild.has(photoKey(color))) toBuild.set(photoKey(color), { photo: color.photo, crop: color.crop, row: product.row });
    }
  }
  const photoReads = new Map<string, () => Promise<Buffer>>();
  const productFile = path.basename(sources.products);
  const { photoOrigin } = sources;
  if (photoOrigin) {
    // A bucket cannot be listed over plain HTTP: each name is read as written, when it is built.
    for (const [photo, row] of firstRowOf) {
      const url = originalUrl(photoOrigin, photo);
      if (url) photoReads.set(photo, () => fetchOriginal(url, photo));
      else problems.push({ file: productFile, row, column: productColumns.photos, message: `foto '${photo}' bukan nama berkas di dalam folder FOTO_ASAL (tanpa '..' atau garis miring di awal/akhir)` });
    }
  } else {
    // Each name is looked up in the folder's listing, as the owner's computer would find it.
    const folder = await readPhotoFolder(sources.photos);
    if ('problem' in folder) throw new CatalogBuildError([...problems, { file: sources.photos, message: folder.problem }]);
    const lookups = [...firstRowOf].map(([photo, row]) => ({ photo, row, lookup: folder.lookup(photo) }));
    // Every original found has its cheap look now, before any encoding starts.
    const looks = new Map<string, string | undefined>();
    await eachLimited(lookups, PHOTO_LOOKS_AT_ONCE, async ({ photo, lookup }) => {
      if (!('file' in lookup)) return;
      const bytes = await fs.readFile(lookup.file).catch((error: unknown) => error as Error);
      looks.set(photo, bytes instanceof Error ? photoFailure(bytes) : await photoProblem(photo, bytes));
    });
    // In the sheet's order: a missing photo and a broken one, each at its first row.
    for (const { photo, row, lookup } of lookups) {
      const problem = 'file' in lookup ? looks.get(photo) && `foto '${photo}': ${looks.get(photo)}` : lookup.problem;
      if (problem) problems.push({ file: productFile, row, column: productColumns.photos, message: problem });
      else if ('file' in lookup) photoReads.set(photo, () => fs.readFile(lookup.file));
    }
  }
  if (problems.length) throw new CatalogBuildError(problems);
  return { categories, products, toBuild, photoReads, productFile };
}

function toProductFile(draft: ProductDraft, photos: Map<string, BuiltPhoto | string>): ProductFile {
  const colorOptions: ColorOption[] = draft.colors.map(({ color, hex, photo, crop }) => {
    const built = photos.get(photoKey({ photo, crop }))!;
    if (typeof built === 'string') return { color, ...(hex ? { hex } : {}), image: built } as ColorOption;
    const { src, ...picture } = built;
    return { color, ...(hex ? { hex } : {}), image: src, photo: picture } as ColorOption;
  });
  const { row: _row, colors: _colors, ...rest } = draft;
  return { ...rest, colorOptions } as ProductFile;
}

/**
 * The shop owner's sheets and photos -> `outDir/catalog.json`, `outDir/img/` and the split
 * (`outDir/manifest.json`, `outDir/v/<group hash>/`, docs/catalog-split.md). All or nothing:
 * everything is built in a folder beside `outDir` and swapped in only when no problem was found,
 * so a shop never serves a half-written catalogue. Throws CatalogBuildError listing every problem.
 */
export async function buildShopCatalog(
  sources: ShopSources,
  outDir: string,
  options: {
    today: string;
    /** Photos encoded at once: by default one per core (sharp.concurrency() is 1 on glibc Linux, so one photo uses one core). */
    concurrency?: number;
    cacheDir?: string;
    /** Where the catalogue is served, asked for the photos it already holds (photoDestination.ts). */
    destination?: PhotoDestination;
    /** How photos are encoded (photoRecipe.ts); the default recipe when not given. */
    photoRecipe?: PhotoRecipe;
    onPhoto?: (done: number, total: number) => void;
    /** The shop's name and tagline (toko.csv): with them, its share images are drawn (shareImages/). */
    share?: ShareShop;
    /** With them, her sale picture (img/promo-….webp) and icons (ikon/) are drawn. */
    pictures?: ShopPictures;
    /** The sources as readShopSources has already read and checked them (buildShop.ts); read here otherwise. */
    read?: ShopSourcesRead;
  },
): Promise<BuildReport> {
  const { categories, products, toBuild, photoReads, productFile } = options.read ?? (await readShopSources(sources, options.today));
  const staging = `${outDir}.baru-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(path.join(staging, IMAGE_FOLDER), { recursive: true });
  try {
    const built = new Map<string, BuiltPhoto | string>();
    const problems: Problem[] = [];
    let files = 0;
    let bytes = 0;
    let done = 0;
    const jobs = [...toBuild.values()];
    const { results, sources: photoSources } = await supplyPhotos(
      jobs.map(({ photo, crop }) => ({ name: photo, read: photoReads.get(photo)!, crop })),
      {
        outDir: path.join(staging, IMAGE_FOLDER),
        urlPrefix: `${IMAGE_FOLDER}/`,
        recipe: options.photoRecipe ?? DEFAULT_RECIPE,
        cacheDir: options.cacheDir,
        destination: options.destination,
        concurrency: options.concurrency ?? os.availableParallelism(),
        onPhoto: () => options.onPhoto?.(++done, toBuild.size),
      },
    );
    // In the sheet's order, whichever photo finished first.
    results.forEach((output, i) => {
      const { photo, crop, row } = jobs[i]!;
      if (output instanceof Error) return void problems.push({ file: productFile, row, column: productColumns.photos, message: `foto '${photo}': ${output.message}` });
      built.set(photoKey({ photo, crop }), output.photo);
      files += output.files.length;
      bytes += output.files.reduce((sum, file) => sum + file.bytes, 0);
    });
    if (problems.length) throw new CatalogBuildError(problems);

    const catalog: CatalogFile = { version: 1, categories, products: products.map((draft) => toProductFile(draft, built)) };
    const json = `${JSON.stringify(catalog)}\n`;
    await fs.writeFile(path.join(staging, 'catalog.json'), json);
    // The split (what pages fetch) goes in the same swap: catalog.json, images and split change together.
    const split = splitCatalog(catalogFromFile(catalog), sources.rates ? rateFiles(sources.rates) : []);
    const written = await writeSplit(staging, split);
    // Drawn from the pictures just written, before the swap: the previous folder still has the images to reuse.
    // Her icons first: the shop's share image carries her mark too.
    const pictures = options.pictures && (await writeShopPictures(staging, catalog, options.pictures));
    const shareStarted = performance.now();
    const shareShop = options.share && pictures ? { ...options.share, mark: pictures.mark } : options.share;
    const share = shareShop && { ...(await writeShareImages(staging, outDir, catalog.products, shareShop, { cacheDir: options.cacheDir })), seconds: 0 };
    if (share) share.seconds = (performance.now() - shareStarted) / 1000;
    await keepPreviousVersion(outDir, staging);
    await swapIn(staging, outDir);
    return {
      products: products.length,
      categories: categories.length,
      photos: toBuild.size,
      photoSources,
      files: files + 1 + written.files + (share ? share.files + 1 : 0) + (pictures?.files ?? 0),
      bytes: bytes + Buffer.byteLength(json) + written.bytes + (share?.bytes ?? 0) + (pictures?.bytes ?? 0),
      split: { version: split.version, ...written },
      notes: notesOn(products, built, productFile),
      ...(sources.rates ? { ongkir: ongkirShare(sources.rates.length, split.files) } : {}),
      ...(share ? { share } : {}),
      ...(pictures ? { pictures } : {}),
    };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/** Her sale picture into img/ and her icons into ikon/ of the catalogue being built. */
async function writeShopPictures(dir: string, catalog: CatalogFile, pictures: ShopPictures): Promise<NonNullable<BuildReport['pictures']>> {
  const sale = await writeSalePicture(dir, pictures.name, catalog);
  await fs.mkdir(path.join(dir, ICON_FOLDER), { recursive: true });
  let iconBytes = 0;
  const icons = await shopIcons(pictures.mark);
  for (const [file, bytes] of icons) {
    await fs.writeFile(path.join(dir, ICON_FOLDER, file), bytes);
    iconBytes += bytes.length;
  }
  return { salePicture: sale.facts, saleWords: sale.words, files: sale.files + icons.size, bytes: sale.bytes + iconBytes, mark: icons.get(ICON_FILES.logo)! };
}

function ongkirShare(rows: number, files: Map<string, string>): NonNullable<BuildReport['ongkir']> {
  const texts = [...files].filter(([file]) => /\/ongkir\/[^/]+\.json$/.test(file)).map(([, text]) => text);
  return { rows, files: texts.length, bytes: texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0) };
}

/** Replaces `outDir` by `staging` with two renames, so readers see the old or the new folder, never a mix. */
async function swapIn(staging: string, outDir: string): Promise<void> {
  const old = `${outDir}.lama-${process.pid}`;
  const hadOld = await fs.rename(outDir, old).then(() => true, () => false);
  await fs.rename(staging, outDir);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}

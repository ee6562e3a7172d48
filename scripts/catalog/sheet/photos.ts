import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { DEFAULT_RECIPE, type PhotoRecipe } from './photoRecipe';
import { DEFAULT_CROP, squareOf, squareImage, type Crop } from './photoSquare';
import { FORMATS, outputName, photoKey, photoOutputOf, sha256, sidecarName, sidecarText, type PhotoSidecar } from './photoNames';

/** An error whose message is already for the shop owner. */
export class OwnerMessage extends Error {}

/** Widths written for each photo by default (photoRecipe.ts). */
export const PHOTO_WIDTHS = DEFAULT_RECIPE.widths;
const readableFormats = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'tiff', 'gif']);

/** What the page needs to show a photo: sources by type, the fallback, its size and a placeholder colour. */
export interface BuiltPhoto {
  width: number;
  height: number;
  /** The photo's dominant colour, painted while the photo loads. */
  placeholder: string;
  avif: string;
  webp: string;
  jpg: string;
  /** The fallback `<img src>`: the middle JPEG. */
  src: string;
}

export interface PhotoOutput {
  photo: BuiltPhoto | string;
  files: { name: string; bytes: number }[];
}

// libheif's WebAssembly logs a damaged photo's error itself, in English and as an object dump
// ("Decoding image failed heif_image_handle {} {…}"), with console.log from a timer, before its
// promise fails; the owner gets the Indonesian message below instead. Only that line is dropped,
// and only while a HEIC decodes (several may at once: the progress display keeps writing).
const LIBHEIF_FAILURE = 'Decoding image failed';
let decoding = 0;
let log = console.log;

async function withoutLibheifLog<T>(decode: () => Promise<T>): Promise<T> {
  if (decoding++ === 0) {
    log = console.log;
    console.log = (...args: unknown[]) => void (args[0] === LIBHEIF_FAILURE || log(...args));
  }
  try {
    return await decode();
  } finally {
    if (--decoding === 0) console.log = log;
  }
}

/**
 * An iPhone's HEIC (HEVC inside) as sharp pixels. sharp's own libheif reads AVIF only (no HEVC
 * decoder is shipped with it), so heic-decode's (libheif built to WebAssembly) reads it here.
 * Its EXIF rotation is already applied by libheif, so the pixels come upright.
 */
async function iphonePhoto(input: Buffer): Promise<ReturnType<typeof sharp>> {
  const { width, height, data } = await withoutLibheifLog(() => decodeHeic({ buffer: input })).catch(() => {
    throw new OwnerMessage('foto HEIC ini tidak bisa dibaca; simpan ulang sebagai JPEG (di iPhone: Pengaturan → Kamera → Format → Paling Kompatibel)');
  });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

const shortHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);
const hex = (n: number) => n.toString(16).padStart(2, '0');

/**
 * What sharp and libvips say about a photo they cannot decode is English ("VipsJpeg: premature
 * end of JPEG image"): the owner reads what it means for her and what to do.
 */
export function photoFailure(error: unknown): string {
  if (error instanceof OwnerMessage) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && /^E[A-Z]+$/.test(code)) return `berkas gambar tidak bisa dibaca atau ditulis (${code}); cek ruang disk dan izin folder`;
  return 'foto rusak atau terpotong: simpan ulang sebagai JPEG';
}

const NOT_A_PICTURE = 'bukan gambar (JPEG, PNG, WebP, AVIF atau HEIC); apakah berkas lain yang diganti namanya?';

/** Whether a JPEG or PNG ends as a whole one does (its end marker near the end); other formats are not judged here. */
function endsWhole(format: string, input: Buffer): boolean {
  const tail = input.subarray(Math.max(0, input.length - 64));
  if (format === 'jpeg') return tail.includes(Buffer.from([0xff, 0xd9]));
  if (format === 'png') return tail.includes('IEND');
  return true;
}

/**
 * The cheap look at an original before any photo is encoded (catalog:build reads every one
 * first, so a broken photo is named in the same list as the sheets' problems, not after minutes
 * of encoding): is it a picture sharp can read, and is it whole. A JPEG or PNG without its end
 * marker (half copied, or a phone's trailer after it) is decoded at a small size, which libvips
 * does from the JPEG's reduced scale in a few milliseconds, and judged as encodePhoto would.
 * Answers the owner's message, or undefined for a photo that will encode.
 */
export async function photoProblem(name: string, input: Buffer): Promise<string | undefined> {
  if (isDrawing(name)) return /<svg[\s>]/.test(input.subarray(0, 4096).toString('utf8')) ? undefined : 'berkas .svg ini bukan gambar SVG';
  const metadata = await sharp(input).metadata().catch(() => undefined);
  if (!metadata?.format || !readableFormats.has(metadata.format) || !metadata.width || !metadata.height) return NOT_A_PICTURE;
  if (endsWhole(metadata.format, input)) return undefined;
  return sharp(input, { limitInputPixels: 20_000 * 20_000 })
    .resize(32, 32, { fit: 'inside' })
    .raw()
    .toBuffer()
    .then(
      () => undefined,
      (error: unknown) => photoFailure(error),
    );
}

/**
 * Turns one source photo into squares at several widths in AVIF, WebP and JPEG, named by the
 * photo's key (photoNames.ts: the original's bytes, the crop and the recipe), `<key>-640.webp`,
 * with its sidecar `<key>.json`: the whole photo with margins, or cut as `crop` says
 * (photoSquare.ts). An SVG drawing is copied as it is, named by its content's hash. Throws an
 * Error whose message is for the shop owner.
 */
export async function buildPhoto(source: string, outDir: string, urlPrefix: string, crop: Crop = DEFAULT_CROP, recipe: PhotoRecipe = DEFAULT_RECIPE): Promise<PhotoOutput> {
  return buildPhotoFrom(source, () => fs.readFile(source), outDir, urlPrefix, crop, recipe);
}

/** buildPhoto of the original `name` whose bytes `read` gives (from the folder, or downloaded: photoOrigin.ts). */
export async function buildPhotoFrom(name: string, read: () => Promise<Buffer>, outDir: string, urlPrefix: string, crop: Crop, recipe: PhotoRecipe): Promise<PhotoOutput> {
  try {
    const input = await read();
    if (isDrawing(name)) return await copyDrawing(name, input, outDir, urlPrefix);
    return photoOutputOf(await encodePhoto(input, photoKey(input, crop, recipe), outDir, crop, recipe), urlPrefix);
  } catch (error) {
    throw new Error(photoFailure(error));
  }
}

/** A drawing is copied, not encoded: nothing to ask the destination about. */
export const isDrawing = (source: string) => path.extname(source).toLowerCase() === '.svg';

async function copyDrawing(source: string, input: Buffer, outDir: string, urlPrefix: string): Promise<PhotoOutput> {
  const stem = path.basename(source, path.extname(source)).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'foto';
  const problem = await photoProblem(source, input);
  if (problem) throw new OwnerMessage(problem);
  const name = `${stem}.${shortHash(input)}.svg`;
  await fs.writeFile(path.join(outDir, name), input);
  return { photo: urlPrefix + name, files: [{ name, bytes: input.length }] };
}

/**
 * Encodes the original `input` (whose key is `key`) into `outDir`: its pictures and, last, its
 * sidecar. Throws what photoFailure turns into the owner's words.
 */
export async function encodePhoto(input: Buffer, key: string, outDir: string, crop: Crop, recipe: PhotoRecipe): Promise<PhotoSidecar> {
  const metadata = await sharp(input).metadata().catch(() => undefined);
  if (!metadata?.format || !readableFormats.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new OwnerMessage(NOT_A_PICTURE);
  }
  // EXIF orientation applied, so a phone photo taken upright stays upright.
  const base = (metadata.compression === 'hevc' ? await iphonePhoto(input) : sharp(input, { limitInputPixels: 20_000 * 20_000 })).rotate();
  const upright = (metadata.orientation ?? 1) >= 5 ? { w: metadata.height, h: metadata.width } : { w: metadata.width, h: metadata.height };
  // The whole photo fits a square as wide as its long side; a cut one is as wide as its short side.
  const side = crop === 'pas' ? Math.max(upright.w, upright.h) : Math.min(upright.w, upright.h);
  const widths: number[] = recipe.widths.filter((width) => width <= side);
  if (!widths.length) widths.push(side);
  const master = await squareOf(base, upright, crop, widths.at(-1)!);
  // The colour painted while the photo loads is the square's as shown: white where it was transparent.
  const { dominant } = await squareImage(master).stats();
  const placeholder = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
  const files: PhotoSidecar['files'] = [];
  for (const width of widths) {
    const square = width === master.side ? squareImage(master) : squareImage(master).resize(width, width);
    for (const format of FORMATS) {
      const encoded = await square.clone().toFormat(format === 'jpg' ? 'jpeg' : format, recipe[format]).toBuffer();
      const name = outputName(key, width, format);
      await fs.writeFile(path.join(outDir, name), encoded);
      files.push({ name, bytes: encoded.length, sha256: sha256(encoded) });
    }
  }
  const sidecar: PhotoSidecar = { key, widths, placeholder, files };
  await fs.writeFile(path.join(outDir, sidecarName(key)), sidecarText(sidecar));
  return sidecar;
}

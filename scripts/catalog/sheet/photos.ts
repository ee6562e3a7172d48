import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';

/** Widths written for each photo (never wider than the original). Cards show ~170-300 CSS px, the product page up to ~560. */
export const PHOTO_WIDTHS = [320, 640, 1080] as const;
const formats = [
  { ext: 'avif', options: { quality: 50, effort: 2 } },
  { ext: 'webp', options: { quality: 76 } },
  { ext: 'jpg', options: { quality: 78, mozjpeg: true } },
] as const;
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
    throw new Error('foto HEIC ini tidak bisa dibaca; simpan ulang sebagai JPEG (di iPhone: Pengaturan → Kamera → Format → Paling Kompatibel)');
  });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
}

const shortHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 10);
const hex = (n: number) => n.toString(16).padStart(2, '0');

/**
 * Turns one source photo into square crops at several widths in AVIF, WebP and JPEG, named
 * by content hash (`<name>-640.<hash>.webp`) so a CDN can cache them forever. An SVG drawing
 * is copied as it is (hashed too). Throws an Error whose message is for the shop owner.
 */
export async function buildPhoto(source: string, outDir: string, urlPrefix: string): Promise<PhotoOutput> {
  const stem = path.basename(source, path.extname(source)).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'foto';
  const input = await fs.readFile(source);
  if (path.extname(source).toLowerCase() === '.svg') {
    if (!/<svg[\s>]/.test(input.subarray(0, 4096).toString('utf8'))) throw new Error('berkas .svg ini bukan gambar SVG');
    const name = `${stem}.${shortHash(input)}.svg`;
    await fs.writeFile(path.join(outDir, name), input);
    return { photo: urlPrefix + name, files: [{ name, bytes: input.length }] };
  }
  const metadata = await sharp(input).metadata().catch(() => undefined);
  if (!metadata?.format || !readableFormats.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new Error('bukan gambar (JPEG, PNG, WebP, AVIF atau HEIC); apakah berkas lain yang diganti namanya?');
  }
  // EXIF orientation applied, so a phone photo taken upright stays upright.
  const base = (metadata.compression === 'hevc' ? await iphonePhoto(input) : sharp(input, { limitInputPixels: 20_000 * 20_000 })).rotate();
  const upright = (metadata.orientation ?? 1) >= 5 ? { w: metadata.height, h: metadata.width } : { w: metadata.width, h: metadata.height };
  const side = Math.min(upright.w, upright.h);
  const widths: number[] = PHOTO_WIDTHS.filter((width) => width <= side);
  if (!widths.length) widths.push(side);
  const files: PhotoOutput['files'] = [];
  const sets: Record<string, string[]> = { avif: [], webp: [], jpg: [] };
  let placeholder = '#d9d4cc';
  for (const [index, width] of widths.entries()) {
    const square = base.clone().resize(width, width, { fit: 'cover', position: sharp.strategy.attention });
    if (index === 0) {
      const { dominant } = await square.clone().stats();
      placeholder = `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
    }
    for (const { ext, options } of formats) {
      const encoded = await square.clone().toFormat(ext === 'jpg' ? 'jpeg' : ext, options).toBuffer();
      const name = `${stem}-${width}.${shortHash(encoded)}.${ext}`;
      await fs.writeFile(path.join(outDir, name), encoded);
      files.push({ name, bytes: encoded.length });
      sets[ext]!.push(`${urlPrefix}${name} ${width}w`);
    }
  }
  const middle = sets.jpg![Math.min(1, widths.length - 1)]!.split(' ')[0]!;
  const largest = widths.at(-1)!;
  return {
    photo: { width: largest, height: largest, placeholder, avif: sets.avif!.join(', '), webp: sets.webp!.join(', '), jpg: sets.jpg!.join(', '), src: middle },
    files,
  };
}

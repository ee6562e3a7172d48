import { createHash } from 'node:crypto';
import { recipeKey, type PhotoRecipe } from './photoRecipe';
import type { Crop } from './photoSquare';
import type { BuiltPhoto, PhotoOutput } from './photos';

/**
 * A photo's outputs are named by what they are made from, not by their own bytes: the key is
 * the hash of the original's bytes, the crop (`potong`) and the recipe (photoRecipe.ts, which
 * FOTO_CEPAT picks). So a build can know every output's name before encoding, and ask the
 * destination (photoDestination.ts) whether it holds them already: an unchanged photo keeps its
 * names across builds and machines, a changed one (or another crop, or recipe) gets new ones.
 * Bump NAMING when photos.ts writes something different for the same inputs.
 */
const NAMING = 'nama-dari-masukan 1';
/** 80 bits: two different inputs sharing a name (a wrong picture) stays out of reach at any shop's size. */
const KEY_LENGTH = 20;
export const FORMATS = ['avif', 'webp', 'jpg'] as const;

export const photoKey = (original: Buffer, crop: Crop, recipe: PhotoRecipe): string =>
  createHash('sha256').update(`${NAMING}\0${recipeKey(recipe)}\0${crop}\0`).update(original).digest('hex').slice(0, KEY_LENGTH);

/** `img/<key>-640.avif` … */
export const outputName = (key: string, width: number, format: (typeof FORMATS)[number]) => `${key}-${width}.${format}`;
/** `img/<key>.json`: beside the pictures, what the catalogue needs of them without decoding any. */
export const sidecarName = (key: string) => `${key}.json`;

/**
 * The sidecar: what the catalogue entry needs about a photo that only encoding can tell (its
 * widths follow from the original's size and crop, its placeholder from its pixels), and each
 * picture's size and hash, so a copy taken from the destination or the cache is checked byte
 * for byte before it is used.
 */
export interface PhotoSidecar {
  key: string;
  widths: number[];
  placeholder: string;
  files: { name: string; bytes: number; sha256: string }[];
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The pictures a photo of these widths has, in the order the catalogue lists them. */
export const expectedFiles = (key: string, widths: readonly number[]) => widths.flatMap((width) => FORMATS.map((format) => outputName(key, width, format)));

/**
 * A sidecar read from anywhere (the destination, the cache), or undefined when it is not one for
 * this key: a host's fallback page answered with 200, a truncated upload, another key's file. Its
 * file names are recomputed, never taken from it, so a hostile sidecar cannot name a path.
 */
export function readSidecar(text: string, key: string): PhotoSidecar | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const sidecar = value as Partial<PhotoSidecar> | null;
  if (!sidecar || typeof sidecar !== 'object' || sidecar.key !== key) return undefined;
  const { widths, placeholder, files } = sidecar;
  if (!Array.isArray(widths) || !widths.length || !widths.every((width, i) => Number.isInteger(width) && width > 0 && width <= 20_000 && (i === 0 || width > widths[i - 1]!))) return undefined;
  if (typeof placeholder !== 'string' || !/^#[0-9a-f]{6}$/.test(placeholder)) return undefined;
  const names = expectedFiles(key, widths);
  if (!Array.isArray(files) || files.length !== names.length) return undefined;
  const checked = names.map((name, i) => {
    const file = files[i] as Partial<PhotoSidecar['files'][number]> | undefined;
    return file && file.name === name && Number.isInteger(file.bytes) && file.bytes! > 0 && typeof file.sha256 === 'string' && /^[0-9a-f]{64}$/.test(file.sha256) ? { name, bytes: file.bytes!, sha256: file.sha256 } : undefined;
  });
  if (checked.some((file) => !file)) return undefined;
  return { key, widths: [...widths], placeholder, files: checked as PhotoSidecar['files'] };
}

export const sidecarText = (sidecar: PhotoSidecar) => `${JSON.stringify(sidecar)}\n`;

/** The catalogue entry of a photo (square: as high as its widest picture) and its files, sidecar included. */
export function photoOutputOf(sidecar: PhotoSidecar, urlPrefix: string): PhotoOutput {
  const { key, widths, placeholder } = sidecar;
  const set = (format: (typeof FORMATS)[number]) => widths.map((width) => `${urlPrefix}${outputName(key, width, format)} ${width}w`).join(', ');
  const largest = widths.at(-1)!;
  const photo: BuiltPhoto = {
    width: largest,
    height: largest,
    placeholder,
    avif: set('avif'),
    webp: set('webp'),
    jpg: set('jpg'),
    // The fallback `<img src>`: the middle JPEG.
    src: urlPrefix + outputName(key, widths[Math.min(1, widths.length - 1)]!, 'jpg'),
  };
  const files = [...sidecar.files.map(({ name, bytes }) => ({ name, bytes })), { name: sidecarName(key), bytes: Buffer.byteLength(sidecarText(sidecar)) }];
  return { photo, files };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { buildPhoto, isDrawing, type PhotoOutput } from './photos';
import { photoKey, photoOutputOf, readSidecar, sha256, sidecarName, sidecarText, type PhotoSidecar } from './photoNames';
import { DEFAULT_RECIPE, type PhotoRecipe } from './photoRecipe';
import type { Crop } from './photoSquare';

/**
 * The local cache of encoded photos (`.cache/catalog-photos`, gitignored), a speed-up beside the
 * destination (photoDestination.ts): one folder per key with the pictures and the sidecar, as
 * they go in the catalogue's img/. Safe to delete; an entry that does not check out byte for
 * byte is ignored, never used.
 */
const entryOf = (cacheDir: string, key: string) => path.join(cacheDir, key.slice(0, 2), key);

/** Copies the cached pictures of `key` into `outDir` and gives its sidecar; undefined when not (wholly) cached. */
export async function fromCache(cacheDir: string, key: string, outDir: string): Promise<PhotoSidecar | undefined> {
  const entry = entryOf(cacheDir, key);
  const text = await fs.readFile(path.join(entry, sidecarName(key)), 'utf8').catch(() => undefined);
  const sidecar = text === undefined ? undefined : readSidecar(text, key);
  if (!sidecar) return undefined;
  const copied = await Promise.all(
    sidecar.files.map(async ({ name, bytes }) => {
      // The size only: hashing every cached picture on every build would cost what the cache saves.
      const stat = await fs.stat(path.join(entry, name)).catch(() => undefined);
      if (stat?.size !== bytes) return false;
      return fs.copyFile(path.join(entry, name), path.join(outDir, name)).then(() => true, () => false);
    }),
  );
  if (!copied.every(Boolean)) return undefined;
  await fs.writeFile(path.join(outDir, sidecarName(key)), sidecarText(sidecar));
  return sidecar;
}

/** Keeps the pictures `outDir` holds for `sidecar` in the cache; under a temporary name first, so an interrupted build never leaves half an entry. */
export async function toCache(cacheDir: string, sidecar: PhotoSidecar, outDir: string): Promise<void> {
  const entry = entryOf(cacheDir, sidecar.key);
  const temporary = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await fs.mkdir(temporary, { recursive: true });
  await Promise.all(sidecar.files.map(({ name }) => fs.copyFile(path.join(outDir, name), path.join(temporary, name))));
  await fs.writeFile(path.join(temporary, sidecarName(sidecar.key)), sidecarText(sidecar));
  await fs.rm(entry, { recursive: true, force: true });
  await fs.rename(temporary, entry).catch(() => fs.rm(temporary, { recursive: true, force: true }));
}

/** Whether a picture's bytes are the ones its sidecar names (a copy from the destination is checked so). */
export const matches = (bytes: Buffer, file: PhotoSidecar['files'][number]) => bytes.length === file.bytes && sha256(bytes) === file.sha256;

/**
 * buildPhoto, remembered by the photo's key: a rebuild after changing one photo or one price
 * re-encodes only what changed (AVIF at 1080 px is about a second per photo here).
 */
export async function buildPhotoCached(
  source: string,
  crop: Crop,
  outDir: string,
  urlPrefix: string,
  cacheDir: string | undefined,
  recipe: PhotoRecipe = DEFAULT_RECIPE,
): Promise<PhotoOutput> {
  if (!cacheDir || isDrawing(source)) return buildPhoto(source, outDir, urlPrefix, crop, recipe);
  const input = await fs.readFile(source).catch(() => undefined);
  if (!input) return buildPhoto(source, outDir, urlPrefix, crop, recipe);
  const key = photoKey(input, crop, recipe);
  const cached = await fromCache(cacheDir, key, outDir);
  if (cached) return photoOutputOf(cached, urlPrefix);
  const output = await buildPhoto(source, outDir, urlPrefix, crop, recipe);
  const sidecar = readSidecar(await fs.readFile(path.join(outDir, sidecarName(key)), 'utf8'), key);
  if (sidecar) await toCache(cacheDir, sidecar, outDir);
  return output;
}

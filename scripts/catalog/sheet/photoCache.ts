import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { buildPhoto, type PhotoOutput } from './photos';
import { DEFAULT_RECIPE, recipeKey, type PhotoRecipe } from './photoRecipe';
import type { Crop } from './photoSquare';

/** Bump the `v2` in recipeKey when photos.ts writes something different for the same source and recipe. */
export const cacheKey = async (source: string, crop: Crop, urlPrefix: string, recipe: PhotoRecipe): Promise<string> =>
  createHash('sha256').update(recipeKey(recipe)).update(`${urlPrefix}\0${crop}\0`).update(path.basename(source)).update(await fs.readFile(source)).digest('hex');

/**
 * buildPhoto, remembered by the source's content: a rebuild after changing one photo or one
 * price re-encodes only what changed (AVIF at 1080 px is about a second per photo here).
 * The cache holds each photo's output files and its catalogue entry, and is safe to delete.
 */
export async function buildPhotoCached(
  source: string,
  crop: Crop,
  outDir: string,
  urlPrefix: string,
  cacheDir: string | undefined,
  recipe: PhotoRecipe = DEFAULT_RECIPE,
): Promise<PhotoOutput> {
  if (!cacheDir) return buildPhoto(source, outDir, urlPrefix, crop, recipe);
  const key = await cacheKey(source, crop, urlPrefix, recipe);
  const entry = path.join(cacheDir, key.slice(0, 2), key);
  const cached = await fs.readFile(path.join(entry, 'photo.json'), 'utf8').then((text) => JSON.parse(text) as PhotoOutput, () => undefined);
  if (cached) {
    await Promise.all(cached.files.map(({ name }) => fs.copyFile(path.join(entry, name), path.join(outDir, name))));
    return cached;
  }
  const output = await buildPhoto(source, outDir, urlPrefix, crop, recipe);
  // Written to a temporary name first, so an interrupted build never leaves a half entry.
  const temporary = `${entry}.${process.pid}`;
  await fs.mkdir(temporary, { recursive: true });
  await Promise.all(output.files.map(({ name }) => fs.copyFile(path.join(outDir, name), path.join(temporary, name))));
  await fs.writeFile(path.join(temporary, 'photo.json'), JSON.stringify(output));
  await fs.rm(entry, { recursive: true, force: true });
  await fs.rename(temporary, entry);
  return output;
}

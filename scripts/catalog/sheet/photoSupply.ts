import type { PhotoDestination, PhotoSources } from './photoDestination';
import { fromCache, toCache } from './photoCache';
import { photoKey, photoOutputOf, readSidecar, sidecarName, type PhotoSidecar } from './photoNames';
import type { PhotoRecipe } from './photoRecipe';
import { buildPhotoFrom, isDrawing, type PhotoOutput } from './photos';
import type { Crop } from './photoSquare';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eachLimited } from '../eachLimited';

/** One photo to build: the name produk.csv gives, how its bytes are read (the folder, or FOTO_ASAL), its crop. */
export interface PhotoJob {
  name: string;
  read: () => Promise<Buffer>;
  crop: Crop;
}

export interface SupplyOptions {
  outDir: string;
  urlPrefix: string;
  recipe: PhotoRecipe;
  cacheDir?: string;
  destination?: PhotoDestination;
  /** Photos encoded at once (one per core). */
  concurrency: number;
  onPhoto?: () => void;
}

/** Photos looked up at once in the cache and at the destination: waiting on the network, not the CPU. */
const LOOKUPS_AT_ONCE = 8;

/**
 * Every photo's pictures in `outDir`, from wherever is cheapest and still right: the local cache,
 * then the destination (photoDestination.ts), and only then the encoder. Each job's result is
 * its output or the Error whose message is for the owner; `sources` counts where they came from.
 */
export async function supplyPhotos(jobs: PhotoJob[], options: SupplyOptions): Promise<{ results: (PhotoOutput | Error)[]; sources: PhotoSources }> {
  const { outDir, urlPrefix, recipe, cacheDir, destination } = options;
  const results: (PhotoOutput | Error | undefined)[] = jobs.map(() => undefined);
  const sources: PhotoSources = { encoded: 0, cache: 0, destination: 0, ...(destination ? { asked: { url: destination.imageUrl } } : {}) };

  // First the lookups: the photo's bytes give its key, the key its pictures if they exist anywhere.
  await eachLimited(jobs.map((_, i) => i), LOOKUPS_AT_ONCE, async (i) => {
    const job = jobs[i]!;
    if (isDrawing(job.name) || (!cacheDir && !destination)) return;
    // A photo that cannot be read is left to the encoding below, which says why in the owner's words.
    const input = await job.read().catch(() => undefined);
    if (!input) return;
    const key = photoKey(input, job.crop, recipe);
    let sidecar: PhotoSidecar | undefined = cacheDir ? await fromCache(cacheDir, key, outDir) : undefined;
    if (sidecar) sources.cache++;
    else if ((sidecar = await destination?.take(key, outDir))) {
      sources.destination++;
      if (cacheDir) await toCache(cacheDir, sidecar, outDir).catch(() => undefined);
    }
    if (!sidecar) return;
    results[i] = photoOutputOf(sidecar, urlPrefix);
    options.onPhoto?.();
  });

  // Then what nobody holds yet, one photo per core. Read again: a downloaded original is not kept.
  const missing = jobs.flatMap((_, i) => (results[i] ? [] : [i]));
  await eachLimited(missing, options.concurrency, async (i) => {
    const job = jobs[i]!;
    try {
      const output = await buildPhotoFrom(job.name, job.read, outDir, urlPrefix, job.crop, recipe);
      if (typeof output.photo !== 'string') {
        sources.encoded++;
        if (cacheDir) await keep(cacheDir, output, outDir);
      }
      results[i] = output;
    } catch (error) {
      results[i] = error as Error;
    }
    options.onPhoto?.();
  });
  if (destination?.error) sources.asked = { url: destination.imageUrl, error: destination.error };
  return { results: results as (PhotoOutput | Error)[], sources };
}

/** The cache takes a fresh encoding too; a cache that cannot be written costs the next build time, never this one. */
async function keep(cacheDir: string, output: PhotoOutput, outDir: string): Promise<void> {
  const sidecarFile = output.files.at(-1)!.name;
  const key = path.basename(sidecarFile, '.json');
  if (sidecarFile !== sidecarName(key)) return;
  const sidecar = readSidecar(await fs.readFile(path.join(outDir, sidecarFile), 'utf8'), key);
  if (sidecar) await toCache(cacheDir, sidecar, outDir).catch(() => undefined);
}


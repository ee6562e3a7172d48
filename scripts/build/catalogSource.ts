import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, splitFilePath, splitPaths } from '../../src/features/catalog/split/splitPaths';
import type { IdBucketFile, SplitManifest } from '../../src/features/catalog/split/splitTypes';

/**
 * The built catalogue the previews are rendered from: catalog:build's output folder
 * (public/catalog, or CATALOG_DIR), the very files that are shipped in dist/catalog or uploaded
 * to object storage, and the URL the pages read them at (CATALOG_BASE_URL). The previews point
 * at that URL wherever the folder is served from, so a shop whose catalogue lives in a bucket
 * keeps them.
 */
export interface CatalogSource {
  dir: string;
  base: string;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

export const readSourceManifest = (dir: string): SplitManifest => readJson<SplitManifest>(path.join(dir, MANIFEST_FILE));

/** Every product's slug, from the id buckets (every product is in exactly one): small files, not the whole catalog.json. */
export function sourceSlugs(dir: string): string[] {
  const manifest = readSourceManifest(dir);
  return Array.from({ length: manifest.idBuckets }, (_, bucket) => readJson<IdBucketFile>(path.join(dir, splitFilePath(manifest, splitPaths.idBucket(bucket)))).map(([, slug]) => slug)).flat();
}

/** The catalogue's URL as absolute, with its trailing slash (`/catalog/` on the page's origin, or a bucket's). */
export const absoluteBase = (base: string, origin: string): string => new URL(base.endsWith('/') ? base : `${base}/`, `${origin}/`).href;

/** The file of the folder a URL under `baseUrl` (absolute) names, or null for one outside it. */
export function fileUnder(dir: string, baseUrl: string, url: string): string | null {
  if (!url.startsWith(baseUrl)) return null;
  const file = path.join(dir, decodeURIComponent(new URL(url).pathname.slice(new URL(baseUrl).pathname.length)));
  return file.startsWith(path.resolve(dir)) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

const types: Record<string, string> = { '.json': 'application/json', '.svg': 'image/svg+xml', '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png' };
export const contentTypeOf = (file: string): string => types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

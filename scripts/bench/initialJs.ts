import fs from 'node:fs';
import path from 'node:path';
import { brotli, gzip } from '../build/precompress';

export interface Weight {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteWeight extends Weight {
  files: string[];
  /** The route's own lazy chunk(s) alone. */
  routeChunk: Weight | null;
  note?: string;
}

/** The part of webpack's stats JSON this needs (written by `webpack --json=...`). */
export interface BuildStats {
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>;
}

const zero: Weight = { raw: 0, gzip: 0, brotli: 0 };
const cache = new Map<string, Promise<Weight>>();

/** The file's size as sent: its raw bytes, and the gzip and brotli twins the build writes beside it. */
export function weighFile(file: string): Promise<Weight> {
  let weight = cache.get(file);
  if (!weight) {
    const bytes = fs.readFileSync(file);
    weight = Promise.all([gzip(bytes), brotli(bytes)]).then(([gz, br]) => ({ raw: bytes.length, gzip: gz.length, brotli: br.length }));
    cache.set(file, weight);
  }
  return weight;
}

const add = (a: Weight, b: Weight): Weight => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
/** The files in `dir`, weighed together. */
export const weighFiles = async (dir: string, files: string[]): Promise<Weight> =>
  (await Promise.all(files.map((f) => weighFile(path.join(dir, f))))).reduce(add, zero);

/** The app's scripts in index.html: what every route loads before its own chunk. */
export function entryScripts(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  // index.html's loader lists them (scripts/build/paintFirstPlugin.ts); a plain build would have
  // <script src>, which the minifier writes as src=/js/a.js, src="/js/a.js" or src='…'.
  const listed = /data-app-scripts="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  const tags = [...html.matchAll(/<script\b[^>]*?\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))/g)].map((m) => m[1] ?? m[2] ?? m[3]!);
  return [...listed, ...tags].map((src) => src.replace(/^\//, ''));
}

/**
 * Initial JS of a route = index.html's scripts + the JS of the route's chunk group (its own
 * chunk plus any split chunk it shares with other routes), from webpack's stats.
 */
export async function routeWeight(dist: string, stats: BuildStats, chunkGroup: string): Promise<RouteWeight> {
  const entry = entryScripts(dist);
  const group = stats.namedChunkGroups?.[chunkGroup];
  const own = (group?.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js') && !entry.includes(name));
  const files = [...entry, ...own];
  return {
    files,
    ...(await weighFiles(dist, files)),
    routeChunk: group ? await weighFiles(dist, own) : null,
    note: group ? undefined : `no chunk group '${chunkGroup}' in the build stats`,
  };
}

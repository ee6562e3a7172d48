import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE } from '../../../src/features/catalog/split/splitPaths';
import type { SplitCatalog } from './splitCatalog';
import { eachLimited } from '../eachLimited';

const VERSIONS = 'v';

/**
 * Writes the split into `dir` (the catalogue folder, beside catalog.json): the group folders
 * first, the manifest last, so a reader sees the old manifest or a complete new catalogue.
 */
export async function writeSplit(dir: string, split: SplitCatalog): Promise<{ files: number; bytes: number }> {
  const entries = [...split.files].filter(([file]) => file !== MANIFEST_FILE);
  const folders = new Set(entries.map(([file]) => path.dirname(path.join(dir, file))));
  for (const folder of folders) await fs.mkdir(folder, { recursive: true });
  let bytes = 0;
  await eachLimited(entries, 16, async ([file, text]) => {
    await fs.writeFile(path.join(dir, file), text);
    bytes += Buffer.byteLength(text);
  });
  const manifest = split.files.get(MANIFEST_FILE)!;
  await fs.writeFile(path.join(dir, MANIFEST_FILE), manifest);
  return { files: entries.length + 1, bytes: bytes + Buffer.byteLength(manifest) };
}

/**
 * The folders under v/ that a catalogue folder's manifest names, if it has a readable one: every
 * group's (format 2), or the one version folder of a format-1 manifest (`root`), so the first
 * build of the grouped layout still keeps the old one for pages that read the old manifest.
 */
export async function namedFolders(dir: string): Promise<string[]> {
  let manifest: { root?: unknown; groups?: { products?: unknown; [group: string]: unknown }; listings?: Record<string, { hash?: unknown }> };
  try {
    manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as typeof manifest;
  } catch {
    return [];
  }
  const names: unknown[] = [];
  if (typeof manifest.root === 'string') names.push(/^v\/([^/]+)\/$/.exec(manifest.root)?.[1]);
  if (manifest.groups && typeof manifest.groups === 'object') {
    const { products, ...single } = manifest.groups;
    names.push(...Object.values(single), ...(Array.isArray(products) ? products : []));
  }
  if (manifest.listings && typeof manifest.listings === 'object') names.push(...Object.values(manifest.listings).map((listing) => listing?.hash));
  return [...new Set(names.filter((name): name is string => typeof name === 'string' && /^[0-9a-f]+$/.test(name)))];
}

/**
 * Copies into `to` the folders `from`'s manifest names that `to` doesn't have, so a shopper whose
 * page read the old manifest a moment before a new catalogue went live still finds its files. A
 * folder of the same name is the same files (its name is their hash), so after a small change
 * only the few renamed groups are copied. Only the manifest before: older folders go.
 */
export async function keepPreviousVersion(from: string, to: string): Promise<void> {
  for (const name of await namedFolders(from)) {
    const folder = path.join(VERSIONS, name);
    const there = await fs.stat(path.join(to, folder)).then(() => true, () => false);
    if (!there) await fs.cp(path.join(from, folder), path.join(to, folder), { recursive: true }).catch(() => undefined);
  }
}

/** Removes every folder under v/ that `dir`'s manifest doesn't name (the demo catalogue is committed: nothing stale there). */
export async function removeUnnamedFolders(dir: string): Promise<void> {
  const keep = new Set(await namedFolders(dir));
  const names = await fs.readdir(path.join(dir, VERSIONS)).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => !keep.has(name)).map((name) => fs.rm(path.join(dir, VERSIONS, name), { recursive: true, force: true })));
}

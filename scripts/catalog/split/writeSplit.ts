import fs from 'node:fs/promises';
import path from 'node:path';
import { MANIFEST_FILE } from '../../../src/features/catalog/split/splitPaths';
import type { SplitCatalog } from './splitCatalog';

const VERSIONS = 'v';

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes the split into `dir` (the catalogue folder, beside catalog.json): the version folder
 * first, the manifest last, so a reader sees the old manifest or a complete new version.
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

/** The version a catalogue folder's manifest points at, if it has a readable one. */
export async function currentVersion(dir: string): Promise<string | undefined> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' && /^[0-9a-f]+$/.test(manifest.version) ? manifest.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Copies the version `from`'s manifest points at into `to`, so a shopper whose page read the old
 * manifest a moment before a new catalogue went live still finds its files. Only the one before:
 * older ones are gone with the folder they were in.
 */
export async function keepPreviousVersion(from: string, to: string, except: string): Promise<void> {
  const previous = await currentVersion(from);
  if (!previous || previous === except) return;
  const folder = path.join(VERSIONS, previous);
  await fs.cp(path.join(from, folder), path.join(to, folder), { recursive: true }).catch(() => undefined);
}

/** Removes every version folder in `dir` but `keep` (the demo catalogue is committed: no stale versions there). */
export async function removeOtherVersions(dir: string, keep: string): Promise<void> {
  const names = await fs.readdir(path.join(dir, VERSIONS)).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name !== keep).map((name) => fs.rm(path.join(dir, VERSIONS, name), { recursive: true, force: true })));
}

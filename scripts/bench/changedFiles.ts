/**
 * `npx tsx scripts/bench/changedFiles.ts <before> <after> [--list]`: what a deploy of `after` over
 * `before` uploads, counted as hosts that upload by content do it (`wrangler pages deploy` hashes
 * each file): files new in `after` or whose content changed (sha256), and files gone. For the
 * figure docs/publishing.md gives for a one-product price change.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, by its path relative to it, with the sha256 of its content. */
export function fileHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(path.relative(dir, file), createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
  }
  return hashes;
}

export interface FileChanges {
  files: number;
  added: string[];
  changed: string[];
  removed: string[];
}

export function changedFiles(before: Map<string, string>, after: Map<string, string>): FileChanges {
  const added: string[] = [];
  const changed: string[] = [];
  for (const [file, hash] of after) {
    const old = before.get(file);
    if (old === undefined) added.push(file);
    else if (old !== hash) changed.push(file);
  }
  const removed = [...before.keys()].filter((file) => !after.has(file));
  return { files: after.size, added: added.sort(), changed: changed.sort(), removed: removed.sort() };
}

if (require.main === module) {
  const [before, after] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!before || !after) {
    console.error('usage: tsx scripts/bench/changedFiles.ts <before> <after> [--list]');
    process.exit(2);
  }
  const result = changedFiles(fileHashes(before), fileHashes(after));
  if (process.argv.includes('--list')) for (const [kind, files] of [['new', result.added], ['changed', result.changed], ['removed', result.removed]] as const) for (const file of files) console.log(`${kind}\t${file}`);
  // By top folder, so it shows where the uploads come from (catalog/v, produk, …).
  const byFolder = new Map<string, number>();
  for (const file of [...result.added, ...result.changed]) {
    const parts = file.split(path.sep);
    const key = parts.length > 2 && parts[1] === 'v' ? `${parts[0]}/v` : parts.length > 1 ? parts[0]! : '(top)';
    byFolder.set(key, (byFolder.get(key) ?? 0) + 1);
  }
  console.log(`${result.files} files; upload ${result.added.length + result.changed.length} (${result.added.length} new, ${result.changed.length} changed), ${result.removed.length} removed`);
  console.log(`  uploaded by folder: ${[...byFolder].sort((a, b) => b[1] - a[1]).map(([folder, count]) => `${folder} ${count}`).join(', ')}`);
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { distance } from 'fastest-levenshtein';

/** Where a name in the sheet's `foto` column leads: a file in the folder, or why it leads nowhere. */
export type PhotoLookup = { file: string } | { problem: string };

/** How far a name may be from a file's to be offered as "did you mean" (a typo or two). */
const MAX_SUGGESTION_DISTANCE = 3;

/**
 * The photo folder as the shop owner's own computer shows it. Windows and macOS find
 * `Putih.JPG` when the sheet says `putih.jpg`, so the build does too, rather than fail on a
 * Linux server over a difference the owner cannot see; when two files differ only in case it
 * asks which one. A name that matches nothing is answered with the closest names in the folder.
 * Only files in the folder (and its subfolders) are ever found: `../x.jpg` is missing, not read.
 */
export async function readPhotoFolder(folder: string): Promise<{ lookup: (name: string) => PhotoLookup } | { problem: string }> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch(() => undefined);
  if (!entries) return { problem: "folder ini tidak ada; taruh semua foto di folder bernama 'foto' di samping produk.csv" };
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const exact = new Set(files);
  const byFoldedName = new Map<string, string[]>();
  for (const file of files) byFoldedName.set(fold(file), [...(byFoldedName.get(fold(file)) ?? []), file]);

  const lookup = (name: string): PhotoLookup => {
    // A path typed on Windows (`sepatu\putih.jpg`) names the same file as `sepatu/putih.jpg`.
    const wanted = name.replace(/\\/g, '/');
    if (exact.has(wanted)) return { file: path.join(folder, wanted) };
    const sameButCase = byFoldedName.get(fold(wanted)) ?? [];
    if (sameButCase.length === 1) return { file: path.join(folder, sameButCase[0]!) };
    if (sameButCase.length > 1) {
      return { problem: `foto '${name}': ada ${sameButCase.length} berkas yang namanya hanya beda huruf besar/kecil (${quoted(sameButCase)}); tulis persis salah satunya` };
    }
    const near = files
      .map((file) => ({ file, distance: distance(fold(file), fold(wanted)) }))
      .filter((candidate) => candidate.distance <= MAX_SUGGESTION_DISTANCE)
      .sort((a, b) => a.distance - b.distance || a.file.localeCompare(b.file))
      .slice(0, 3)
      .map(({ file }) => file);
    const hint = near.length ? `; mungkin maksudnya ${quoted(near, ' atau ')}?` : '';
    return { problem: `foto '${name}' tidak ada di folder ${folder}${hint}` };
  };
  return { lookup };
}

const fold = (name: string) => name.normalize('NFC').toLowerCase();
const quoted = (names: string[], separator = ', ') => names.map((name) => `'${name}'`).join(separator);

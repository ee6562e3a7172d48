/**
 * Which shop folder the workflow publishes and what changed in it, for its first step
 * (prepare.ts). The workflow starts on any change under `toko-*` (a paths filter cannot read a
 * variable), so the folder is SHOP_DIR when she set it, otherwise the one `toko-…` folder of her
 * own holding a toko.csv (she uploads it on github.com and sets nothing), otherwise the demo.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO_SHOP } from '../shop/demoShop';

export type FolderChoice = { dir: string; note?: string } | { problem: string };

export function chooseShopFolder(root: string, shopDir: string | undefined): FolderChoice {
  const named = shopDir?.trim().replace(/\/+$/, '');
  const isShop = (dir: string) => fs.existsSync(path.join(root, dir, 'toko.csv'));
  if (named) {
    if (!fs.existsSync(path.join(root, named))) return { problem: `folder '${named}' (variabel SHOP_DIR) tidak ada di repositori. Tulis nama folder toko Anda persis, misalnya toko-ani, atau hapus variabelnya.` };
    if (!isShop(named)) return { problem: `folder '${named}' (variabel SHOP_DIR) tidak berisi toko.csv. Unggah seluruh isi folder toko Anda ke sana.` };
    return { dir: named };
  }
  const own = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('toko-') && entry.name !== DEMO_SHOP && isShop(entry.name))
    .map((entry) => entry.name)
    .sort();
  if (own.length === 1) return { dir: own[0]! };
  if (own.length > 1) return { problem: `ada ${own.length} folder toko (${own.join(', ')}): isi variabel SHOP_DIR dengan nama folder yang diterbitkan.` };
  return { dir: DEMO_SHOP, note: `Belum ada folder toko Anda (folder berawalan toko- yang berisi toko.csv), jadi yang diterbitkan toko contoh '${DEMO_SHOP}'.` };
}

const statusWords: Record<string, string> = { A: 'baru', M: 'diubah', D: 'dihapus', R: 'diganti nama', C: 'disalin', T: 'diubah' };

/**
 * The files of `dir` that changed from `before` to `after`, as lines for her ('foto/a.jpg: baru');
 * undefined when `before` is not a commit this checkout has (a first push, a forced one, a run
 * started by hand): then everything is published.
 */
export function folderChanges(root: string, dir: string, before: string | undefined, after: string): string[] | undefined {
  if (!before || /^0+$/.test(before)) return undefined;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    git('cat-file', '-e', `${before}^{commit}`);
  } catch {
    return undefined;
  }
  return git('diff', '--name-status', '-M', '-z', before, after, '--', dir)
    .split('\0')
    .filter(Boolean)
    .reduce<{ lines: string[]; pending: string[] }>(
      ({ lines, pending }, field) => {
        // -z: the status, then one path (two for a rename or copy), each its own field.
        const parts = [...pending, field];
        const status = parts[0]!.charAt(0);
        if (parts.length < ((status === 'R' || status === 'C') ? 3 : 2)) return { lines, pending: parts };
        const shown = parts.slice(1).map((file) => path.posix.relative(dir, file));
        return { lines: [...lines, `${shown.join(' → ')}: ${statusWords[status] ?? 'berubah'}`], pending: [] };
      },
      { lines: [], pending: [] },
    ).lines;
}

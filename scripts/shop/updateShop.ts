import fs from 'node:fs/promises';
import path from 'node:path';
import { outputFolderOf, SHOP_OUTPUT_ENV } from './shopOutput';

/** Runs a command to its end with the terminal's output, with `env` added to this process's; resolves with its exit code. */
export type Runner = (command: string, args: string[], env?: Record<string, string>) => Promise<number>;

export interface UpdateResult {
  ok: boolean;
  /** What to tell her, in Indonesian: where the shop is and how to see it, or why nothing changed. */
  lines: string[];
}

/**
 * `npm run toko`: her folder -> the catalogue (catalog:build, which also writes the shop's facts,
 * both into her output folder: shopOutput.ts) -> the site from that output (webpack, told by
 * SHOP_OUTPUT, into a folder beside dist/, swapped in whole when the build succeeds). At
 * every failure the shop that was built before stays in dist/, whole, and keeps serving.
 * `root` is the repository; `run` starts the two builds (a stub in the tests).
 */
export async function updateShop(root: string, dir: string, run: Runner): Promise<UpdateResult> {
  const folder = path.resolve(root, dir);
  const stat = await fs.stat(folder).catch(() => undefined);
  if (!stat?.isDirectory()) {
    return { ok: false, lines: [`Toko TIDAK diperbarui: folder '${dir}' tidak ada (dicari di ${folder}).`, 'Tulis nama folder yang berisi toko.csv, produk.csv, kategori.csv dan foto/.'] };
  }
  const catalogue = await run('npx', ['tsx', 'scripts/catalog/build.ts', '--dir', folder]);
  if (catalogue !== 0) {
    return { ok: false, lines: ['', 'Toko TIDAK diperbarui: perbaiki masalah di atas lalu jalankan lagi. Situs yang lama tetap tampil.'] };
  }
  const dist = path.join(root, 'dist');
  const staging = `${dist}.baru-${process.pid}`;
  const output = outputFolderOf(root, folder);
  const site = await run('npx', ['webpack', '--mode', 'production', '--output-path', staging], output ? { [SHOP_OUTPUT_ENV]: output } : {});
  if (site !== 0) {
    await fs.rm(staging, { recursive: true, force: true });
    return {
      ok: false,
      lines: ['', 'Katalog sudah diperbarui, tetapi situsnya GAGAL dibangun (lihat pesan di atas); situs yang lama tetap tampil.', 'Jalankan lagi perintah yang sama; kalau tetap gagal, kirim pesan di atas ke pengembang.'],
    };
  }
  await swapIn(staging, dist);
  return {
    ok: true,
    lines: ['', `Toko sudah diperbarui dari ${path.relative(root, folder) || folder}: situsnya ada di ${path.relative(root, dist)}/.`, 'Lihat hasilnya dengan: npm run serve   lalu buka http://127.0.0.1:8080'],
  };
}

/** dist/ is replaced by the new build with two renames: `npm run serve` finds the old site or the new one, never half. */
async function swapIn(staging: string, dist: string): Promise<void> {
  const old = `${dist}.lama-${process.pid}`;
  const hadOld = await fs.rename(dist, old).then(() => true, () => false);
  await fs.rename(staging, dist);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}

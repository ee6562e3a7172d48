import fs from 'node:fs/promises';
import path from 'node:path';
import { buildShopCatalog, type BuildReport } from '../catalog/sheet/buildShopCatalog';
import { CatalogBuildError } from '../catalog/sheet/problems';
import { writeShopFacts } from './factsFiles';
import { readShopFacts } from './shopFacts';

export interface ShopBuildOptions {
  today: string;
  /** The repository, under which the facts files are written (factsFiles.ts). */
  root: string;
  cacheDir?: string;
  onPhoto?: (done: number, total: number) => void;
}

/**
 * A shop folder (toko.csv, produk.csv, kategori.csv, foto/) -> the catalogue in `outDir` and the
 * shop's facts where the app reads them. All or nothing: toko.csv is checked before anything is
 * written, the catalogue is swapped in whole (buildShopCatalog), and the facts are written only
 * after it. Throws CatalogBuildError listing every problem of the file that stopped it.
 */
export async function buildShop(dir: string, outDir: string, options: ShopBuildOptions): Promise<BuildReport & { factsWritten: string[] }> {
  if (!(await fs.stat(dir).catch(() => undefined))?.isDirectory()) throw new CatalogBuildError([{ file: dir, message: 'folder toko ini tidak ada' }]);
  const { facts, problems } = await readShopFacts(dir, Number(options.today.slice(0, 4)));
  if (!facts) throw new CatalogBuildError(problems);
  const report = await buildShopCatalog(
    { products: path.join(dir, 'produk.csv'), categories: path.join(dir, 'kategori.csv'), photos: path.join(dir, 'foto') },
    outDir,
    { today: options.today, cacheDir: options.cacheDir, onPhoto: options.onPhoto },
  );
  return { ...report, factsWritten: await writeShopFacts(options.root, facts) };
}

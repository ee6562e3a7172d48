/**
 * `npx tsx scripts/catalog/photoWallBench.ts <shop folder> <photos at once> <sharp threads> <biasa|cepat>`:
 * the wall and CPU time of encoding a shop's photos (no cache, no share images), for issue 56's figures.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildShopCatalog } from './sheet/buildShopCatalog';
import { PHOTO_RECIPES } from './sheet/photoRecipe';

async function main() {
  const [dir = '', atOnce = '2', threads = '1', recipe = 'biasa'] = process.argv.slice(2);
  sharp.concurrency(Number(threads));
  const out = await fs.mkdtemp(path.join(os.tmpdir(), 'photo-wall-'));
  const started = performance.now();
  const cpu = process.cpuUsage();
  const report = await buildShopCatalog(
    { products: path.join(dir, 'produk.csv'), categories: path.join(dir, 'kategori.csv'), photos: path.join(dir, 'foto') },
    path.join(out, 'catalog'),
    { today: '2026-11-28', concurrency: Number(atOnce), photoRecipe: PHOTO_RECIPES[recipe as keyof typeof PHOTO_RECIPES] },
  );
  const { user, system } = process.cpuUsage(cpu);
  const wall = (performance.now() - started) / 1000;
  console.log(`${recipe}, ${atOnce} at once, sharp.concurrency ${sharp.concurrency()}: ${report.photos} photos in ${wall.toFixed(1)} s wall, ${((user + system) / 1e6).toFixed(1)} s CPU`);
  await fs.rm(out, { recursive: true, force: true });
}

void main();

/**
 * `npx tsx scripts/catalog/photoDestinationBench.ts [photos] [photos at once]`: seconds per photo
 * of a build that encodes every photo, against one on a fresh machine (no local cache) whose
 * destination already holds them (the bucket stand-in on loopback, photoDestination.ts), and one
 * where a single photo changed. Synthetic 1600 × 1200 photos; no share images. For
 * docs/publishing.md's figures.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { syntheticPhoto } from './fixtures/syntheticPhoto';
import { buildShopCatalog } from './sheet/buildShopCatalog';
import { PhotoDestination } from './sheet/photoDestination';
import { bucketHandler } from '../serve/bucketHandler';

const HEADER = 'kode;nama;kategori;harga;harga diskon;deskripsi;label;warna;hex;foto;stok;tanggal';

async function main() {
  const [count = 20, atOnce = 2] = process.argv.slice(2).map(Number);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'photo-dest-'));
  await fs.mkdir(path.join(dir, 'foto'));
  await fs.writeFile(path.join(dir, 'kategori.csv'), 'slug;nama\nsepatu;Sepatu\n');
  const rows = Array.from({ length: count }, (_, i) => `A${i};Sepatu ${i};sepatu;100000;;;;Putih;;p${i}.jpg;40=1;`);
  await fs.writeFile(path.join(dir, 'produk.csv'), [HEADER, ...rows].join('\n'));
  for (let i = 0; i < count; i++) await fs.writeFile(path.join(dir, 'foto', `p${i}.jpg`), await syntheticPhoto(i + 1, 1600, 1200, [200 - i * 5, 150, 100 + i * 3]));
  const sources = { products: path.join(dir, 'produk.csv'), categories: path.join(dir, 'kategori.csv'), photos: path.join(dir, 'foto') };

  const run = async (label: string, out: string, destination?: string) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const report = await buildShopCatalog(sources, path.join(dir, out), { today: '2026-11-28', concurrency: atOnce, ...(destination ? { destination: new PhotoDestination(destination) } : {}) });
    const { user, system } = process.cpuUsage(cpu);
    const wall = (performance.now() - started) / 1000;
    const { encoded, destination: taken } = report.photoSources;
    console.log(`${label}: ${count} photos, ${encoded} encoded, ${taken} from the destination: ${wall.toFixed(1)} s wall (${(wall / count).toFixed(3)} s/photo), ${((user + system) / 1e6).toFixed(1)} s CPU (${((user + system) / 1e6 / count).toFixed(3)} s/photo)`);
  };

  await run('no destination, no cache', 'satu');
  const server = http.createServer(bucketHandler(path.join(dir, 'satu'), '/catalog/', []));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const destination = `http://127.0.0.1:${(server.address() as AddressInfo).port}/catalog/`;
  await run('fresh machine, destination holds all', 'dua', destination);
  await fs.writeFile(path.join(dir, 'foto', 'p0.jpg'), await syntheticPhoto(999, 1600, 1200, [90, 90, 200]));
  await run('fresh machine, one photo changed', 'tiga', destination);
  const names = await fs.readdir(path.join(dir, 'satu', 'img'));
  const sizes = await Promise.all(names.map((name) => fs.stat(path.join(dir, 'satu', 'img', name)).then((stat) => stat.size)));
  console.log(`downloaded per photo held: ${(sizes.reduce((a, b) => a + b, 0) / count / 1024).toFixed(0)} KB in ${names.length / count} files (sidecar included)`);
  server.close();
  await fs.rm(dir, { recursive: true, force: true });
}

void main();

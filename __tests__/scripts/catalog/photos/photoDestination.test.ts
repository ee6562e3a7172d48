/**
 * @jest-environment node
 */
// A build asks where the catalogue is served (a local server standing in for the bucket or the
// Pages site) which photos it already holds, and encodes only the others, with real sharp on
// tiny photos. Node's environment: the build's fetch is Node's own.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildShopCatalog } from '../../../../scripts/catalog/sheet/buildShopCatalog';
import { PhotoDestination, photoDestinationFrom, photoSourcesLine } from '../../../../scripts/catalog/sheet/photoDestination';
import { originalUrl, photoOriginFrom } from '../../../../scripts/catalog/sheet/photoOrigin';
import { CatalogBuildError, formatProblem } from '../../../../scripts/catalog/sheet/problems';
import { bucketHandler } from '../../../../scripts/serve/bucketHandler';

jest.setTimeout(60_000);
const HEADER = 'kode;nama;kategori;harga;harga diskon;deskripsi;label;warna;hex;foto;stok;tanggal';
const HOSTILE = "Foto 'baru' #1 ?&%2F <b>é.jpg";
let dir: string;
const servers: http.Server[] = [];

const photo = (seed: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r: (seed * 70) % 256, g: 120, b: 90 }, noise: { type: 'gaussian', mean: 100, sigma: 30 } } }).jpeg().toBuffer();

async function writeShop(names: string[], folder = path.join(dir, 'foto')) {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(dir, 'kategori.csv'), 'slug;nama\nsepatu;Sepatu\n');
  const rows = names.map((name, i) => `A${i};Sepatu ${i};sepatu;100000;;;;Putih;;${name};40=1;`);
  fs.writeFileSync(path.join(dir, 'produk.csv'), [HEADER, ...rows].join('\n'));
  for (const [i, name] of names.entries()) fs.writeFileSync(path.join(folder, name), await photo(i + 1));
}

const sources = (extra: object = {}) => ({ products: path.join(dir, 'produk.csv'), categories: path.join(dir, 'kategori.csv'), photos: path.join(dir, 'foto'), ...extra });
const build = (out: string, options: { destination?: string; cacheDir?: string; photoOrigin?: string } = {}) =>
  buildShopCatalog(sources(options.photoOrigin ? { photoOrigin: options.photoOrigin } : {}), out, {
    today: '2026-01-01',
    cacheDir: options.cacheDir,
    ...(options.destination ? { destination: new PhotoDestination(options.destination) } : {}),
  });
const optionsOf = (out: string) => JSON.parse(fs.readFileSync(path.join(out, 'catalog.json'), 'utf8')).products.map((product: { colorOptions: object[] }) => product.colorOptions[0]);

/** A local server on a free port: `handler`, or the bucket stand-in serving `folder` under /catalog/. */
async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/catalog/`;
}
const bucket = (folder: string) => serve(bucketHandler(folder, '/catalog/', []));
/** An address where nothing listens (a server's port, closed). */
async function nobody(): Promise<string> {
  const url = await serve(() => undefined);
  const server = servers.pop()!;
  await new Promise((resolve) => server.close(resolve));
  return url;
}

beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tujuan-'))));
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a rebuild on a fresh machine encodes only the photo that changed, and takes the others from the destination byte for byte', async () => {
  await writeShop(['a.jpg', 'b.jpg', 'c.jpg']);
  const first = path.join(dir, 'pertama');
  expect((await build(first)).photoSources).toEqual({ encoded: 3, cache: 0, destination: 0 });
  const destination = await bucket(first);

  fs.writeFileSync(path.join(dir, 'foto', 'b.jpg'), await photo(9));
  const second = path.join(dir, 'kedua');
  const report = await build(second, { destination });
  expect(report.photoSources).toEqual({ encoded: 1, cache: 0, destination: 2, asked: { url: `${destination}img/` } });
  const [before, after] = [optionsOf(first), optionsOf(second)];
  expect(after[0]).toEqual(before[0]);
  expect(after[2]).toEqual(before[2]);
  expect(after[1].photo.avif).not.toBe(before[1].photo.avif);
  for (const name of fs.readdirSync(path.join(first, 'img'))) {
    if (!before[1].photo.jpg.includes(name.slice(0, 20))) expect(fs.readFileSync(path.join(second, 'img', name)).equals(fs.readFileSync(path.join(first, 'img', name)))).toBe(true);
  }
  expect(photoSourcesLine(report.photoSources)).toBe(`1 diolah, 2 sudah ada di tujuan, 0 dari cache (tujuan: ${destination}img/)`);
});

test('a fresh machine (no local cache) whose destination holds every photo encodes none, and fills its cache', async () => {
  await writeShop(['a.jpg', 'b.jpg']);
  const first = path.join(dir, 'pertama');
  await build(first);
  const destination = await bucket(first);
  const cacheDir = path.join(dir, 'cache');
  const second = path.join(dir, 'kedua');
  expect((await build(second, { destination, cacheDir })).photoSources).toMatchObject({ encoded: 0, cache: 0, destination: 2 });
  expect(optionsOf(second)).toEqual(optionsOf(first));
  // The next build on this machine asks nobody.
  expect((await build(path.join(dir, 'ketiga'), { destination: await nobody(), cacheDir })).photoSources).toMatchObject({ encoded: 0, cache: 2, destination: 0 });
});

test('a destination that fails is given up on: every photo is encoded, and the report says so in one line', async () => {
  await writeShop(['a.jpg', 'b.jpg']);
  let asked = 0;
  const failing = await serve((_, res) => {
    asked++;
    res.writeHead(500).end();
  });
  const report = await build(path.join(dir, 'keluaran'), { destination: failing });
  expect(report.photoSources).toEqual({ encoded: 2, cache: 0, destination: 0, asked: { url: `${failing}img/`, error: 'HTTP 500' } });
  // Asked twice (once again in case it was a hiccup), then no more.
  expect(asked).toBeLessThanOrEqual(4);
  const line = photoSourcesLine(report.photoSources);
  expect(line).toBe(`2 diolah, 0 sudah ada di tujuan, 0 dari cache; tujuan ${failing}img/ tidak bisa dibaca (HTTP 500), jadi semua foto yang belum ada di cache diolah ulang (hasilnya tetap benar, hanya lebih lama)`);
  expect(line).not.toContain('\n');

  // Nothing listening at all: the same, said as such.
  const closed = await build(path.join(dir, 'lagi'), { destination: await nobody() });
  expect(closed.photoSources).toMatchObject({ encoded: 2, asked: { error: 'tidak tersambung (ECONNREFUSED)' } });
});

test("a host's fallback page, or a picture that is not the one its sidecar names, is never taken: that photo is encoded", async () => {
  await writeShop(['a.jpg', 'b.jpg']);
  const first = path.join(dir, 'pertama');
  await build(first);
  // Cloudflare Pages answers any missing path with index.html and 200.
  const spa = await serve((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Toko</title>'));
  expect((await build(path.join(dir, 'spa'), { destination: spa })).photoSources).toEqual({ encoded: 2, cache: 0, destination: 0, asked: { url: `${spa}img/` } });

  const [a] = optionsOf(first);
  const tampered = path.join(first, 'img', a.photo.webp.split(' ')[0].slice('img/'.length));
  fs.writeFileSync(tampered, Buffer.alloc(fs.statSync(tampered).size, 1));
  const destination = await bucket(first);
  const report = await build(path.join(dir, 'kedua'), { destination });
  expect(report.photoSources).toMatchObject({ encoded: 1, destination: 1 });
  expect(fs.readFileSync(path.join(dir, 'kedua', 'img', path.basename(tampered))).equals(fs.readFileSync(tampered))).toBe(false);
});

test('a hostile file name reaches no output name or URL; read from FOTO_ASAL it is fetched as that one file, and a name leaving the folder is refused', async () => {
  const originals = path.join(dir, 'bucket', 'foto');
  await writeShop([HOSTILE, 'biasa.jpg'], originals);
  fs.mkdirSync(path.join(dir, 'foto'));
  const origin = (await bucket(path.join(dir, 'bucket'))).replace(/catalog\/$/, 'catalog/foto/');
  const out = path.join(dir, 'keluaran');
  // The bucket stand-in serves /catalog/<file> from its folder: the originals are under /catalog/foto/.
  const report = await build(out, { photoOrigin: origin });
  expect(report.photoSources.encoded).toBe(2);
  for (const name of fs.readdirSync(path.join(out, 'img'))) expect(name).toMatch(/^[0-9a-f]{20}(-\d+\.(avif|webp|jpg)|\.json)$/);
  expect(JSON.stringify(optionsOf(out))).not.toMatch(/baru|%2F|<b>/);
  expect(originalUrl(origin, HOSTILE)).toBe(`${origin}Foto%20'baru'%20%231%20%3F%26%252F%20%3Cb%3E%C3%A9.jpg`);
  for (const name of ['../rahasia.jpg', 'a/../../b.jpg', '/etc/passwd', 'sepatu\\..\\x.jpg', 'folder/']) expect(originalUrl(origin, name)).toBeUndefined();
  expect(originalUrl(origin, 'sepatu\\putih.jpg')).toBe(`${origin}sepatu/putih.jpg`);

  fs.writeFileSync(path.join(dir, 'produk.csv'), [HEADER, 'A1;Sepatu;sepatu;100000;;;;Putih, Hitam;;../rahasia.jpg, hilang.jpg;;'].join('\n'));
  const error = await build(path.join(dir, 'lagi'), { photoOrigin: origin }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(CatalogBuildError);
  expect((error as CatalogBuildError).problems.map(formatProblem)).toEqual([
    "produk.csv, baris 2, kolom 'foto': foto '../rahasia.jpg' bukan nama berkas di dalam folder FOTO_ASAL (tanpa '..' atau garis miring di awal/akhir)",
  ]);
  fs.writeFileSync(path.join(dir, 'produk.csv'), [HEADER, 'A1;Sepatu;sepatu;100000;;;;Putih;;hilang.jpg;;'].join('\n'));
  const missing = await build(path.join(dir, 'lagi'), { photoOrigin: origin }).catch((caught: unknown) => caught);
  expect((missing as CatalogBuildError).problems.map(formatProblem)).toEqual([
    `produk.csv, baris 2, kolom 'foto': foto 'hilang.jpg': tidak ada di FOTO_ASAL (${origin}hilang.jpg); unggah 'hilang.jpg' ke folder foto di bucket, dengan nama persis sama`,
  ]);
});

test('the destination is the catalogue where it is served: CATALOG_BASE_URL of its own, else SHOP_URL/catalog/, else none', () => {
  expect(photoDestinationFrom({ CATALOG_BASE_URL: 'https://pub-1.r2.dev/katalog/', SHOP_URL: 'https://tokoku.id' })).toBe('https://pub-1.r2.dev/katalog/');
  expect(photoDestinationFrom({ SHOP_URL: 'https://tokoku.id/' })).toBe('https://tokoku.id/catalog/');
  expect(photoDestinationFrom({ SHOP_URL: 'https://tokoku.id', CATALOG_BASE_URL: '/catalog/' })).toBe('https://tokoku.id/catalog/');
  expect(photoDestinationFrom({})).toBeUndefined();
  expect(photoDestinationFrom({ CATALOG_BASE_URL: '/catalog/' })).toBeUndefined();
  expect(photoDestinationFrom({ SHOP_URL: 'bukan alamat' })).toBeUndefined();
  expect(photoSourcesLine({ encoded: 3, cache: 1, destination: 0 })).toBe('3 diolah, 0 sudah ada di tujuan, 1 dari cache; tujuan tidak diketahui (SHOP_URL atau CATALOG_BASE_URL belum diatur), jadi foto yang belum ada di cache diolah');
});

test('FOTO_ASAL is a folder address: a slash is added, anything else is refused in words the owner can act on', () => {
  expect(photoOriginFrom({})).toBeUndefined();
  expect(photoOriginFrom({ FOTO_ASAL: ' https://pub-1.r2.dev/foto ' })).toBe('https://pub-1.r2.dev/foto/');
  expect(() => photoOriginFrom({ FOTO_ASAL: 'pub-1.r2.dev/foto' })).toThrow("FOTO_ASAL bukan alamat: 'pub-1.r2.dev/foto' (contoh: FOTO_ASAL=https://pub-xxxx.r2.dev/foto/)");
  expect(() => photoOriginFrom({ FOTO_ASAL: 'ftp://x.id/foto/' })).toThrow("FOTO_ASAL harus diawali https:// (tertulis 'ftp://x.id/foto/')");
  expect(() => photoOriginFrom({ FOTO_ASAL: 'https://x.id/foto/?a=1' })).toThrow('tanpa ? atau #');
});

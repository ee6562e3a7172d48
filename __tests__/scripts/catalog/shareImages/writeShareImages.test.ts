/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildShopCatalog } from '../../../../scripts/catalog/sheet/buildShopCatalog';
import { SHARE_INDEX_FILE, type ShareImageIndex } from '../../../../scripts/catalog/shareImages/shareImageIndex';

// Real sharp and real fonts, through catalog:build's own path.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../../../..');
const drawing = (name: string) => fs.readFileSync(path.join(root, 'toko-contoh/foto', name));
const HEADER = 'nama;kategori;harga;harga diskon;warna;foto';
const shop = { name: 'Toko Ani & Saudara', tagline: 'Tas anyam dari Tasikmalaya' };

let dir: string;
const rows = {
  tas: 'Tas Anyam Pandan;Tas;150000;;Krem;tas.svg',
  sale: 'Blus Rayon Bunga;Tas;249000;199000;Krem;blus.svg',
  photo: 'Kemeja Batik Parang;Tas;325000;;Biru;kemeja.jpg',
  hostile: '"<script>alert(\'&\')</script> Kaos 😀 漢字 Sangat Panjang Sekali Namanya Sampai Tidak Muat di Dua Baris Sama Sekali";Tas;99000;;Hitam;tas.svg',
};

function writeShop(products: string[]) {
  fs.writeFileSync(path.join(dir, 'kategori.csv'), 'nama\nTas\n');
  fs.writeFileSync(path.join(dir, 'produk.csv'), [HEADER, ...products].join('\n'));
}
const build = (out: string, cacheDir?: string) =>
  buildShopCatalog({ products: path.join(dir, 'produk.csv'), categories: path.join(dir, 'kategori.csv'), photos: path.join(dir, 'foto') }, out, { today: '2026-01-01', share: shop, cacheDir });
const indexOf = (out: string) => JSON.parse(fs.readFileSync(path.join(out, SHARE_INDEX_FILE), 'utf8')) as ShareImageIndex;
const imagesIn = (out: string) => fs.readdirSync(path.join(out, 'bagikan')).sort();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bagikan-'));
  fs.mkdirSync(path.join(dir, 'foto'));
  fs.writeFileSync(path.join(dir, 'foto', 'tas.svg'), drawing('tas-anyam-pandan-krem.svg'));
  fs.writeFileSync(path.join(dir, 'foto', 'blus.svg'), drawing('blus-rayon-bunga-krem.svg'));
  // A real photo's path: a JPEG encoded by catalog:build, the share image drawn from its 640 px copy.
  const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3a5a8c', noise: { type: 'gaussian', mean: 110, sigma: 30 } } }).jpeg().toBuffer();
  fs.writeFileSync(path.join(dir, 'foto', 'kemeja.jpg'), photo);
  writeShop(Object.values(rows));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('catalog:build’s share images', () => {
  it('writes a 1200 × 630 JPEG under 300 KB per product and one for the shop, named in bagikan.json', async () => {
    const out = path.join(dir, 'katalog');
    const report = await build(out);
    const index = indexOf(out);
    const slugs = Object.keys(index.products);
    expect(slugs).toHaveLength(4);
    expect(report.share).toMatchObject({ files: 5, drawn: 5 });
    for (const image of [index.shop, ...Object.values(index.products)]) {
      expect(image.path).toMatch(/^bagikan\/[0-9a-f]{20}\.jpg$/);
      const bytes = fs.readFileSync(path.join(out, image.path));
      const { format, width, height, exif, icc, xmp } = await sharp(bytes).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      // No metadata: nothing in the file that could differ between machines or builds.
      expect({ exif, icc, xmp }).toEqual({ exif: undefined, icc: undefined, xmp: undefined });
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect(bytes.length).toBeLessThan(120 * 1024);
    }
    expect(index.products['blus-rayon-bunga']!.alt).toBe('Foto Blus Rayon Bunga, harga diskon Rp\u00a0199.000 dari Rp\u00a0249.000 (hemat 20%), di toko Toko Ani & Saudara');
    expect(index.shop.alt).toBe('Toko Ani & Saudara: Tas anyam dari Tasikmalaya, dengan foto 4 produknya');
    // The hostile name's alt keeps its text as written: the site build escapes it into the attribute.
    expect(Object.values(index.products).some(({ alt }) => alt.startsWith("Foto <script>alert('&')</script>"))).toBe(true);
    expect(imagesIn(out)).toHaveLength(5);
  });

  it('gives the same bytes when built again from scratch', async () => {
    const first = path.join(dir, 'satu');
    const second = path.join(dir, 'dua');
    await build(first);
    await build(second);
    expect(imagesIn(second)).toEqual(imagesIn(first));
    for (const name of imagesIn(first)) expect(fs.readFileSync(path.join(second, 'bagikan', name)).equals(fs.readFileSync(path.join(first, 'bagikan', name)))).toBe(true);
    expect(fs.readFileSync(path.join(second, SHARE_INDEX_FILE), 'utf8')).toBe(fs.readFileSync(path.join(first, SHARE_INDEX_FILE), 'utf8'));
  });

  it('draws again only what changed: a new price makes one new image and the old one goes', async () => {
    const out = path.join(dir, 'bertahap');
    await build(out);
    const before = indexOf(out);
    const unchanged = await build(out);
    expect(unchanged.share).toMatchObject({ files: 5, drawn: 0 });
    expect(indexOf(out)).toEqual(before);

    writeShop([rows.tas.replace('150000', '175000'), rows.sale, rows.photo, rows.hostile]);
    try {
      const report = await build(out);
      const after = indexOf(out);
      // The shop's image shows the pictures, not prices: it stays.
      expect(report.share).toMatchObject({ files: 5, drawn: 1 });
      expect(after.shop).toEqual(before.shop);
      const changed = Object.keys(after.products).filter((slug) => after.products[slug]!.path !== before.products[slug]!.path);
      expect(changed).toEqual(['tas-anyam-pandan']);
      expect(after.products['tas-anyam-pandan']!.alt).toContain('Rp\u00a0175.000');
      const images = imagesIn(out);
      expect(images).toHaveLength(5);
      expect(images).not.toContain(path.basename(before.products['tas-anyam-pandan']!.path));
      expect(images).toContain(path.basename(after.products['tas-anyam-pandan']!.path));
    } finally {
      writeShop(Object.values(rows));
    }
  });

  it('takes images from the photo cache when the previous catalogue is gone (a fresh checkout)', async () => {
    const cache = path.join(dir, 'cache');
    const first = await build(path.join(dir, 'pertama'), cache);
    expect(first.share).toMatchObject({ files: 5, drawn: 5 });
    const fresh = await build(path.join(dir, 'baru'), cache);
    expect(fresh.share).toMatchObject({ files: 5, drawn: 0 });
    expect(imagesIn(path.join(dir, 'baru'))).toEqual(imagesIn(path.join(dir, 'pertama')));
  });
});

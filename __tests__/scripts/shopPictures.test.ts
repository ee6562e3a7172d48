/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { formatProblem, type Problem } from '../../scripts/catalog/sheet/problems';
import { BUTTON, featuredProduct, saleAlt, saleWords } from '../../scripts/catalog/salePicture/saleWords';
import type { ProductFile } from '../../scripts/catalog/buildCatalog';
import { buildShop } from '../../scripts/shop/buildShop';
import { DRAWN_WORDS_FILE, type DrawnWords } from '../../scripts/shop/drawnWords';
import { readLogoFile } from '../../scripts/shop/factCells';
import { factsFiles } from '../../scripts/shop/factsFiles';
import { mapLabels, pinLabelOf, streetOf } from '../../scripts/shop/mapLabels';
import { ICON_FOLDER, initialsOf } from '../../scripts/shop/shopIcons';
import { SHOP_MARK } from '../../scripts/catalog/shareImages/shareLayout';

/** A second shop, not the demo: Butik Sekar Ayu in Sleman, gamis and hijab, photos and her own logo. */
const fixture = path.resolve(__dirname, '../fixtures/toko-shoppictures');
/** The demo's words that must not reach her pictures. */
const DEMO_WORDS = /Langkah|Braga|LANGKAH SALE|Sepatu|Sandal/i;

describe('the words her pictures draw', () => {
  it('names her street without its house number, and her shop on the map’s pill', () => {
    expect(streetOf('Jl. Braga No. 21, Sumur Bandung, Kota Bandung')).toBe('Jl. Braga');
    expect(streetOf('Jl. Kaliurang KM 5 No. 12, Caturtunggal')).toBe('Jl. Kaliurang KM 5');
    expect(streetOf('Ruko Galaxy Blok B2, Surabaya')).toBe('Ruko Galaxy Blok B2');
    expect(pinLabelOf('Langkah')).toBe('Toko Langkah');
    expect(pinLabelOf('Butik Sekar Ayu')).toBe('Butik Sekar Ayu');
  });

  it('draws a longer name on a longer pill, never past the drawing’s edge', () => {
    const short = mapLabels({ name: 'Ani', address: 'Jl. Merdeka 1' });
    const long = mapLabels({ name: 'Butik Busana Muslim Sekar Ayu Yogyakarta', address: 'Jalan Laksda Adisucipto Nomor 1' });
    expect(long.pill).toBeGreaterThan(short.pill);
    expect(258 + long.pill).toBeLessThanOrEqual(480 - 24);
    expect(long.street).not.toBe(short.street);
  });

  it('takes her initials for the mark without a logo', () => {
    expect(initialsOf('Langkah')).toBe('L');
    expect(initialsOf('Butik Sekar Ayu')).toBe('BS');
    expect(initialsOf('toko (ani) jaya')).toBe('TA');
  });

  it('says SALE only while something is discounted, and shows her most discounted product', () => {
    const product = (slug: string, price: number, salePrice?: number) => ({ slug, price, ...(salePrice ? { salePrice } : {}) }) as unknown as ProductFile;
    const categories = [{ slug: 'gamis', name: 'Gamis', description: '' }, { slug: 'hijab', name: 'Hijab', description: '' }];
    const plain = [product('a', 100), product('b', 100)];
    expect(saleWords('Butik Sekar Ayu', { categories, products: plain })).toEqual({ name: 'Butik Sekar Ayu', big: 'KOLEKSI', line: 'Gamis & Hijab', button: BUTTON });
    expect(featuredProduct(plain, () => true)?.slug).toBe('a');
    const sale = [product('a', 100, 90), product('b', 100, 60), product('c', 100, 60)];
    expect(saleWords('Butik Sekar Ayu', { categories, products: sale }).big).toBe('SALE');
    expect(featuredProduct(sale, () => true)?.slug).toBe('b');
    expect(featuredProduct(sale, (p) => p.slug !== 'b')?.slug).toBe('c');
    expect(saleAlt(saleWords('Butik Sekar Ayu', { categories, products: sale }))).toBe('Promo diskon Butik Sekar Ayu: Gamis & Hijab');
  });

  it('reads the logo key as a picture file name in her folder', () => {
    expect(readLogoFile('logo.PNG')).toEqual({ value: { file: 'logo.PNG' } });
    expect(readLogoFile('foto/logo.png')).toEqual({ error: "'foto/logo.png': tulis nama berkas gambar logo di folder toko ini, .png, .jpg atau .svg (contoh: logo.png)" });
    expect(readLogoFile('logo.gif')).toEqual({ error: expect.stringContaining('.png, .jpg atau .svg') });
  });
});

describe('a second shop built: her words and pictures, none of the demo’s', () => {
  let root: string;
  let shop: string;
  const out = () => path.join(root, 'katalog');
  const factsDir = () => path.join(root, 'facts');
  const json = <T,>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  const setToko = (edit: (lines: string[]) => string[]) => {
    const file = path.join(shop, 'toko.csv');
    fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8').trimEnd().split('\n')).join('\n'));
  };
  const problemsOf = (error: { problems?: Problem[] }) => error.problems?.map(formatProblem);
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'toko-gambar-'));
    shop = path.join(root, 'toko-shoppictures');
    fs.cpSync(fixture, shop, { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('draws her street and name on the map, her name and categories on the sale picture, and records them', async () => {
    await buildShop(shop, out(), { factsDir: factsDir(), today: '2026-11-29', destination: null, shareImages: false });
    const drawn = json<DrawnWords>(path.join(out(), DRAWN_WORDS_FILE));
    expect(drawn.map).toEqual(['Jl. Kaliurang KM 5', 'Butik Sekar Ayu']);
    expect(drawn.salePicture).toEqual(['Butik Sekar Ayu', 'SALE', 'Gamis & Hijab', BUTTON]);
    expect(JSON.stringify([drawn.map, drawn.salePicture])).not.toMatch(DEMO_WORDS);

    const shopFacts = json<{ salePicture: { src: string; alt: string }; logo?: boolean; initials: string }>(path.join(factsDir(), factsFiles.shop));
    expect(shopFacts.salePicture.alt).toBe('Promo diskon Butik Sekar Ayu: Gamis & Hijab');
    expect(JSON.stringify(shopFacts)).not.toMatch(DEMO_WORDS);
    expect(shopFacts.logo).toBe(true);
    for (const entry of [`${shopFacts.salePicture.src} 800w`]) {
      const [file = '', width = ''] = entry.split(' ');
      expect(await sharp(path.join(out(), file)).metadata()).toMatchObject({ format: 'webp', width: Number.parseInt(width, 10) });
    }
    // The map's outlines are in the footer's facts, drawn from her name and street.
    const contact = json<{ mapLabels: { street: string; shop: string } }>(path.join(factsDir(), factsFiles.contact));
    expect(contact.mapLabels).toEqual(mapLabels({ name: 'Butik Sekar Ayu', address: 'Jl. Kaliurang KM 5 No. 12, Caturtunggal, Kab. Sleman, DI Yogyakarta 55281' }));
  });

  it('makes her icons from her logo file (64 and 512 px PNGs and an ICO), and puts it on her shop’s share image', async () => {
    await buildShop(shop, out(), { factsDir: factsDir(), today: '2026-11-29', destination: null });
    const shareImage = path.join(out(), json<{ shop: { path: string } }>(path.join(out(), 'bagikan.json')).shop.path);
    const { data: mark } = await sharp(shareImage).extract({ left: SHOP_MARK.left + SHOP_MARK.side / 2, top: SHOP_MARK.top + 6, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    // Her logo's green (a JPEG: near it), where the words' panel is otherwise white.
    [0x2f, 0x6b, 0x4f].forEach((channel, index) => expect(Math.abs(mark[index]! - channel)).toBeLessThan(24));
    const icons = path.join(out(), ICON_FOLDER);
    expect(await sharp(path.join(icons, 'favicon.png')).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
    expect(await sharp(path.join(icons, 'logo.png')).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    // Her logo's green, not the initials' rust: the middle column near the top is her circle.
    const { data } = await sharp(path.join(icons, 'logo.png')).extract({ left: 256, top: 40, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x2f, 0x6b, 0x4f]);
    const ico = fs.readFileSync(path.join(icons, 'favicon.ico'));
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6]]).toEqual([1, 1, 32]);
  });

  it('without a logo: her initials on the shop’s colour', async () => {
    setToko((lines) => lines.filter((line) => !line.startsWith('logo;')));
    await buildShop(shop, out(), { factsDir: factsDir(), today: '2026-11-29', destination: null, shareImages: false });
    const facts = json<{ logo?: boolean; initials: string }>(path.join(factsDir(), factsFiles.shop));
    expect(facts).toMatchObject({ initials: 'BS' });
    expect(facts.logo).toBeUndefined();
    const { data } = await sharp(path.join(out(), ICON_FOLDER, 'logo.png')).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xa6, 0x3f, 0x1c]);
  });

  it('names a missing, unreadable or too small logo with its file, row and column, and writes nothing', async () => {
    setToko((lines) => lines.map((line) => (line.startsWith('logo;') ? 'logo;logo-toko.png' : line)));
    const missing = await buildShop(shop, out(), { factsDir: factsDir(), today: '2026-11-29', destination: null }).catch(problemsOf);
    expect(missing).toEqual([`toko.csv, baris 9, kolom 'nilai': logo: berkas 'logo-toko.png' tidak ada di folder toko (${shop})`]);

    fs.writeFileSync(path.join(shop, 'logo-toko.png'), 'bukan gambar');
    const unreadable = await buildShop(shop, out(), { factsDir: factsDir(), today: '2026-11-29', destination: null }).catch(problemsOf);
    expect(unreadable).toEqual(["toko.csv, baris 9, kolom 'nilai': logo: 'logo-toko.png' bukan gambar yang bisa dibaca: simpan ulang sebagai .png atau .jpg"]);

    await sharp({ create: { width: 80, height: 80, channels: 3, background: '#2f6b4f' } }).png().toFile(path.join(shop, 'logo-toko.png'));
    const small = await buildShop(shop, out(), { factsDir: factsDir(), today: '2026-11-29', destination: null }).catch(problemsOf);
    expect(small).toEqual(["toko.csv, baris 9, kolom 'nilai': logo: 'logo-toko.png' hanya 80×80 px: logo paling kecil 112 px (Google memintanya), sebaiknya 512×512 px"]);
    expect(fs.readdirSync(root)).toEqual(['toko-shoppictures']);
  });

  it('draws KOLEKSI, not SALE, when nothing of hers is discounted', async () => {
    const file = path.join(shop, 'produk.csv');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(';350000;280000;', ';350000;;'));
    await buildShop(shop, out(), { factsDir: factsDir(), today: '2026-11-29', destination: null, shareImages: false });
    expect(json<DrawnWords>(path.join(out(), DRAWN_WORDS_FILE)).salePicture).toEqual(['Butik Sekar Ayu', 'KOLEKSI', 'Gamis & Hijab', BUTTON]);
    expect(json<{ salePicture: { alt: string } }>(path.join(factsDir(), factsFiles.shop)).salePicture.alt).toBe('Koleksi Butik Sekar Ayu: Gamis & Hijab');
  });
});

/**
 * A second shop, built side by side with the demo (`npm run test:e2e:toko-kedua`): nothing of the
 * demo shop reaches her site. Her folder (e2e/fixtures/shopwords-toko) has her own name, street,
 * city, categories and bank, and leaves most of her words empty, so their defaults are checked
 * too: they must be made from her facts, never the demo's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { shopOutputOf } from '../../scripts/shop/shopOutput';
import { demoWordsIn, SOFTWARE_NAMES } from './demoWords';

const root = path.resolve(__dirname, '../..');
const her = shopOutputOf(root, 'e2e/fixtures/shopwords-toko');
const dist = path.join(root, 'dist-toko-kedua');
const catalog = JSON.parse(fs.readFileSync(path.join(her.catalog, 'catalog.json'), 'utf8')) as { products: { slug: string; name: string }[] };
const product = catalog.products.find(({ name }) => name === 'Kain Tenun Ikat Troso')!;

/** The pages a shopper opens, a product's and a category's among them, and an address that is none. */
const PAGES = ['/', '/onsale', '/gift', '/custom', '/kategori/kain-tenun', `/produk/${product.slug}`, '/cart', '/favorit', '/pesanan', '/cari?q=kain', '/halaman-yang-tidak-ada'];

/** Every file the built site serves, by its path in dist-toko-kedua/. */
function builtFiles(): string[] {
  return (fs.readdirSync(dist, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Takes out of `text` what stays by design (SOFTWARE_NAMES) and what the pictures work owns. */
const withoutKnown = (text: string) => SOFTWARE_NAMES.reduce((rest, { pattern }) => rest.replace(pattern, ' '), text);

test('the demo’s output stays as committed while hers is built apart', () => {
  // Her catalogue and facts are in .toko/shopwords-toko/ (gitignored); the demo's are untouched.
  expect(fs.existsSync(path.join(her.facts, 'shop.json'))).toBe(true);
  expect(JSON.parse(fs.readFileSync(path.join(her.facts, 'shop.json'), 'utf8')).name).toBe('Rumah Tenun Wastra');
  expect(JSON.parse(fs.readFileSync(path.join(root, 'generated/toko-contoh/facts/shop.json'), 'utf8')).name).toBe('Langkah');
});

test('no built HTML, JS, JSON or SVG file holds a word of the demo shop', () => {
  const searched = builtFiles().filter(
    (file) =>
      /\.(html|js|json|svg|txt|webmanifest|xml)$|^_headers$|^_redirects$/.test(file) &&
      // The checkout's region files list every kota and kecamatan of Indonesia, Bandung's too: no shop's words.
      !file.startsWith('wilayah/'),
  );
  expect(searched.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
  expect(searched).toContain('index.html');
  const found = searched.flatMap((file) => demoWordsIn(withoutKnown(fs.readFileSync(path.join(dist, file), 'utf8'))).map((hit) => `${file}: ${hit}`));
  expect(found).toEqual([]);
});

/** What a shopper (and a link preview, a search engine, a screen reader) meets on the page. */
async function whatThePageSays(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const all = (selector: string, read: (element: Element) => string | null) => [...document.querySelectorAll(selector)].map(read).filter(Boolean).join('\n');
    return {
      title: document.title,
      visible: document.body.innerText,
      meta: all('meta[content]', (meta) => `${meta.getAttribute('name') ?? meta.getAttribute('property')}=${meta.getAttribute('content')}`),
      jsonLd: all('script[type="application/ld+json"]', (script) => script.textContent),
      alt: all('[alt]', (element) => element.getAttribute('alt')),
      labels: all('[aria-label], [title]', (element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`),
      // Chat and share links carry their text in the address: read it decoded.
      links: all('a[href]', (link) => decodeURIComponent((link as HTMLAnchorElement).href)),
      noscript: all('noscript', (element) => element.textContent),
    };
  });
}

for (const address of PAGES) {
  test(`${address}: nothing of the demo shop in what the page shows or says`, async ({ page }) => {
    await page.goto(address);
    // The app's own rendering (not the preview), with the footer and its chat button.
    await expect(page.getByRole('contentinfo')).toContainText('Rumah Tenun Wastra');
    await expect(page.getByRole('link', { name: /chat/i }).last()).toBeVisible();
    await expect(page).toHaveTitle(/Rumah Tenun Wastra/);
    const says = await whatThePageSays(page);
    const found = Object.entries(says).flatMap(([where, text]) => demoWordsIn(text).map((hit) => `${where}: ${hit}`));
    expect(found).toEqual([]);
  });
}

test('her words, or the defaults made from her facts, where the demo’s were', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Kain tenun dan selendang pilihan dari Rumah Tenun Wastra. Pesan mudah lewat WhatsApp.')).toBeVisible();
  // Her menu label where she wrote one, the seed's where she did not.
  const nav = page.getByRole('navigation', { name: 'Utama' });
  await expect(nav.getByRole('link', { name: 'Diskon' })).toHaveAttribute('href', '/onsale');
  await expect(nav.getByRole('link', { name: 'Gifting' })).toHaveAttribute('href', '/gift');
  const chat = new URL((await page.getByRole('complementary', { name: 'Chat' }).getByRole('link').getAttribute('href'))!);
  expect(chat.pathname).toBe('/6281398765432');
  expect(chat.searchParams.get('text')).toBe('Halo Rumah Tenun Wastra, saya ingin bertanya.');

  await page.goto('/custom');
  await expect(page.getByText('Mau kain tenun atau selendang yang benar-benar milikmu?', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Model dasar').locator('option')).toHaveText(['Pilih model', 'Kain Tenun', 'Selendang']);

  // The empty cart sends her shoppers to her sale page by her menu's name, and lists her categories.
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: 'Lihat Diskon' })).toHaveAttribute('href', '/onsale');
  await expect(page.getByRole('main').getByRole('link', { name: 'Selendang' })).toHaveAttribute('href', '/kategori/selendang');

  // The 404 page lists her categories without waiting for the catalogue.
  await page.goto('/halaman-yang-tidak-ada');
  await expect(page.getByRole('link', { name: 'Kain Tenun' })).toHaveAttribute('href', '/kategori/kain-tenun');
  await expect(page.getByRole('link', { name: 'Selendang' })).toHaveAttribute('href', '/kategori/selendang');
});

test('her longer name fits the header on phones: inside the bar, before the Menu button', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  const word = banner.getByRole('link', { name: 'Rumah Tenun Wastra', exact: true }).getByText('Rumah Tenun Wastra', { exact: true });
  const menu = banner.getByRole('button', { name: 'Menu' });
  for (const width of [360, 375, 412, 800]) {
    await page.setViewportSize({ width, height: 700 });
    const [wordBox, menuBox, barBox] = await Promise.all([word.boundingBox(), menu.boundingBox(), banner.boundingBox()]);
    expect(wordBox!.y, `the name's top at ${width} px`).toBeGreaterThanOrEqual(barBox!.y);
    expect(wordBox!.y + wordBox!.height, `the name's bottom at ${width} px`).toBeLessThanOrEqual(barBox!.y + barBox!.height);
    expect(wordBox!.x + wordBox!.width, `the name's right edge at ${width} px`).toBeLessThanOrEqual(menuBox!.x);
  }
});

// The words drawn as outlines, which no text search of the site can read: the build records them
// (scripts/shop/drawnWords.ts). The map and the sale picture say her name and street, never the demo's.
test('the words the build draws are hers: the footer map, the sale picture', () => {
  const drawn = JSON.parse(fs.readFileSync(path.join(dist, 'catalog', 'drawn-words.json'), 'utf8')) as { map: string[]; salePicture: string[] };
  expect(drawn.map).toEqual(['Jl. Prawirotaman', 'Rumah Tenun Wastra']);
  expect(drawn.salePicture[0]).toBe('Rumah Tenun Wastra');
  expect(demoWordsIn([...drawn.map, ...drawn.salePicture].join('\n'))).toEqual([]);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildShopCatalog } from '../scripts/catalog/sheet/buildShopCatalog';
import { photoKey } from '../scripts/catalog/sheet/photoNames';
import { DEFAULT_RECIPE } from '../scripts/catalog/sheet/photoRecipe';

// The fixture shop (scripts/catalog/fixtures/toko-foto: sheets and synthetic photographs) goes
// through `npm run catalog:build`'s code, and the built app is served that catalogue instead of
// the demo's, the way a shop that rebuilt its catalogue would serve it.
const fixture = path.resolve(__dirname, '../scripts/catalog/fixtures/toko-foto');
let built: string;
/** A photo's pictures are named by its key (photoNames.ts): the fixture's bytes, the whole photo (`pas`), the usual recipe. */
const keyOf = (name: string) => photoKey(fs.readFileSync(path.join(fixture, 'foto', name)), 'pas', DEFAULT_RECIPE);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  built = fs.mkdtempSync(path.join(os.tmpdir(), 'katalog-foto-'));
  const sources = { products: path.join(fixture, 'produk.csv'), categories: path.join(fixture, 'kategori.csv'), photos: path.join(fixture, 'foto') };
  await buildShopCatalog(sources, path.join(built, 'catalog'), { today: '2026-01-01' });
});
test.afterAll(() => fs.rmSync(built, { recursive: true, force: true }));

async function serveFixture(page: Page) {
  await page.route('**/catalog/**', (route) => {
    const file = path.join(built, new URL(route.request().url()).pathname);
    if (!fs.existsSync(file)) return route.fulfill({ status: 404 });
    const type = { '.json': 'application/json', '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg', '.svg': 'image/svg+xml' }[path.extname(file)];
    return route.fulfill({ body: fs.readFileSync(file), contentType: type });
  });
}

test('a product page shows its photo as AVIF at a width that fits, sized from the start and fetched first', async ({ page }) => {
  await serveFixture(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/produk/sneakers-kanvas-foto');
  const photo = page.getByRole('img', { name: 'Sneakers Kanvas Foto warna Putih' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('width', '1080');
  await expect(photo).toHaveAttribute('height', '1080');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // A 390 px phone at DPR 1 needs the 640 px width (100vw), in the first format listed.
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/catalog/img/${keyOf('sneakers-putih.jpg')}-640\\.avif$`));
  expect(await photo.evaluate((img) => getComputedStyle(img).backgroundColor)).toMatch(/^rgb\(/);

  // Another color swaps in that color's photo.
  await page.getByRole('group', { name: 'Warna' }).getByRole('button', { name: 'Hitam' }).click();
  const black = page.getByRole('img', { name: 'Sneakers Kanvas Foto warna Hitam' });
  await expect.poll(() => black.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`${keyOf('sneakers-hitam.jpg')}-640\\.avif$`));

  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shifts).toBe(0);
});

test('a category of photographed products: cards carry picture sources sized for the grid; adding to the cart keeps the JPEG', async ({ page }) => {
  await serveFixture(page);
  await page.goto('/kategori/atasan');
  const link = page.getByRole('link', { name: /Kemeja Linen "Pagi"/ });
  await expect(link).toBeVisible();
  const card = page.locator('article').filter({ has: link });
  const sources = card.locator('picture source');
  await expect(sources).toHaveCount(2);
  await expect(sources.first()).toHaveAttribute('type', 'image/avif');
  await expect(sources.first()).toHaveAttribute('srcset', new RegExp(`img/${keyOf('kemeja-linen-biru.jpg')}-320\\.avif 320w, .*640w, .*1080w$`));
  await expect(card.locator('img')).toHaveAttribute('sizes', /280px/);

  await link.click();
  await page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: 'M' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]')[0]?.image))
    .toMatch(new RegExp(`^/catalog/img/${keyOf('kemeja-linen-biru.jpg')}-640\\.jpg$`));
  await page.goto('/cart');
  await expect.poll(() => page.locator('main img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('the whole product shows: the example sandal (1600 × 1200) keeps both ends, with backdrop beyond them', async ({ page }) => {
  await serveFixture(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/produk/sandal-kulit-santai');
  const photo = page.getByRole('img', { name: 'Sandal Kulit Santai warna Cokelat' });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // The picture as painted, column by column: where the brown leather is, and where it is not.
  const { left, right, width } = await photo.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let first = Infinity;
    let last = -Infinity;
    for (let y = 0; y < canvas.height; y += 2) {
      for (let x = 0; x < canvas.width; x++) {
        const i = (y * canvas.width + x) * 4;
        // The sandal's leather (#80523a, shaded): red well above blue, unlike the grey backdrop.
        if (data[i]! - data[i + 2]! > 40) {
          first = Math.min(first, x);
          last = Math.max(last, x);
        }
      }
    }
    return { left: first, right: last, width: canvas.width };
  });
  // Cut by "what draws the eye", its toe ran off the right edge; fitted, there is backdrop on both sides.
  expect(left).toBeGreaterThan(width * 0.05);
  expect(right).toBeLessThan(width * 0.95);
  expect(right - left).toBeGreaterThan(width * 0.3);
});

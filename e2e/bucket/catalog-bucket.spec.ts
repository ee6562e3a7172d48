import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { legacyCart } from '../../__tests__/fixtures/legacyCart';
import { openFromSearch, seedCartAndTheme, storedCart } from '../cartHelpers';
import { watchPolicyViolations } from '../cspWatch';

// The shop built with CATALOG_BASE_URL on another origin, its catalogue folder served by a
// stand-in for object storage (playwright.bucket.config.ts, scripts/serve/bucket.ts).

const bucket = `http://127.0.0.1:${process.env.E2E_BUCKET_PORT ?? 4184}`;
const catalogue = `${bucket}/catalog/`;
const escaped = bucket.replace(/[.:/]/g, '\\$&');

test('a shopper goes home → product → cart on the catalogue from the bucket, with previews and no policy violation', async ({ page, request, baseURL }) => {
  const violations = await watchPolicyViolations(page);
  const asked: string[] = [];
  page.on('request', (req) => asked.push(req.url()));

  // The site ships no catalogue of its own: it is all in the bucket.
  expect(fs.existsSync(path.resolve(__dirname, '../../dist-bucket/catalog'))).toBe(false);
  // The previews were rendered at build time from the folder that is uploaded, pointing at the bucket.
  const preview = await (await request.get('/produk/sneakers-kanvas-klasik')).text();
  expect(preview).toContain('data-prerendered="/produk/sneakers-kanvas-klasik"');
  expect(preview).toContain(`${catalogue}img/`);
  expect(await (await request.get('/kategori/sepatu')).text()).toContain('data-prerendered="/kategori/sepatu"');

  const response = await page.goto('/');
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(new RegExp(`connect-src 'self' ${escaped}(;|$)`));
  expect(policy).toMatch(new RegExp(`img-src 'self' ${escaped}(;|$)`));
  await expect(page.locator('#root [inert]')).toHaveCount(0, { timeout: 15_000 });

  // Search (search.json, read in the search worker), the product page, the cart.
  await openFromSearch(page, 'kanvas', 'Sneakers Kanvas Klasik');
  await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('src', new RegExp(`^${escaped}/catalog/img/`));
  await page.getByRole('group', { name: 'Warna' }).getByRole('button', { name: 'Hitam' }).click();
  await page.getByRole('group', { name: 'Ukuran' }).getByRole('button', { name: '42' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await page.getByRole('link', { name: /^Keranjang/ }).click();
  const lines = page.getByRole('region', { name: 'Produk' }).getByRole('listitem');
  await expect(lines.first().getByRole('link', { name: 'Sneakers Kanvas Klasik' })).toBeVisible();
  // A full load of the cart: its product read again from the bucket (ids bucket, product file).
  await page.reload();
  await expect(lines.first().getByRole('link', { name: 'Sneakers Kanvas Klasik' })).toBeVisible();
  expect((await storedCart(page)).map((line: { id: unknown; quantity: number }) => [line.id, line.quantity])).toEqual([[expect.anything(), 1]]);

  expect(asked.filter((url) => url.startsWith(`${baseURL}/catalog/`))).toEqual([]);
  expect(asked.filter((url) => url.startsWith(catalogue)).length).toBeGreaterThan(3);
  expect(asked.some((url) => url.endsWith('/catalog.json'))).toBe(false);
  expect(violations).toEqual([]);
});

test('a bucket whose CORS policy misses the shop: the shopper is told plainly, her cart stays, the console names CORS', async ({ page, baseURL }) => {
  // The same site at another origin (localhost, not 127.0.0.1), which the bucket's policy does not
  // name: its answers come without Access-Control-Allow-Origin, as from a bucket never given one.
  // (page.route cannot stand in: Playwright adds the header to any answer it fulfills.)
  const shop = baseURL!.replace('127.0.0.1', 'localhost');
  await seedCartAndTheme(page, legacyCart, 'light');
  await page.addInitScript(() => localStorage.setItem('isAuthenticated', 'true'));

  await page.goto(`${shop}/`);
  const error = page.getByRole('alert').filter({ hasText: 'Katalog belum bisa dimuat' });
  await expect(error).toContainText('Isi keranjang Anda tetap aman.');
  await page.getByRole('link', { name: /^Keranjang/ }).click();
  await expect(page.getByRole('region', { name: 'Produk' }).getByRole('listitem').first()).toContainText('Sneakers Kanvas Putih');
  const kept = (await storedCart(page)).map((line: { id: unknown; quantity: number }) => [line.id, line.quantity]);
  expect(kept).toEqual(legacyCart.map((line) => [line.id, line.quantity]));

  await page.goto(`${shop}/admin`);
  await expect(page.getByText(/Berkas katalog tidak bisa diperiksa: manifest\.json: tidak terjangkau dari halaman ini/)).toContainText(
    `host katalog (${bucket}) tidak mengirim header CORS Access-Control-Allow-Origin untuk ${shop}`,
  );
});

test('the bucket is configured as docs/catalog.md says: version folders and pictures cached for good, the manifest revalidated, no catalog.json', async ({ request, baseURL }) => {
  const manifest = await request.get(`${catalogue}manifest.json`, { headers: { Origin: baseURL! } });
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe(baseURL);
  const home = await request.get(`${catalogue}v/${((await manifest.json()) as { groups: { home: string } }).groups.home}/home.json`, { headers: { Origin: baseURL! } });
  expect(home.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get(`${catalogue}catalog.json`)).status()).toBe(404);
});

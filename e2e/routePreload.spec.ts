import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { splitFilePath, splitPaths } from '../src/features/catalog/split/splitPaths';
import type { SplitManifest } from '../src/features/catalog/split/splitTypes';

test("index.html preloads the opened page's chunk and the catalogue's loader, each then used and fetched once", async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/Cart/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => new URL(link.href).pathname),
  );
  // The page's chunk group: its own chunk, the catalogue's loader shared by the catalogue's pages,
  // and any chunk webpack split out of code it shares with other pages (the cart and /pesanan).
  expect(preloaded.map((file) => file.replace(/\.[0-9a-f]+\.js$/, '')).sort()).toEqual(
    expect.arrayContaining(['/js/catalog-loader', '/js/page-cart']),
  );
  const fetches = await page.evaluate(
    (files) => files.map((file) => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith(file)).length),
    preloaded,
  );
  expect(fetches).toEqual(preloaded.map(() => 1));
  // Chromium warns when a preload goes unused for a few seconds.
  await page.waitForTimeout(3500);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test("the home page preloads the catalogue's manifest and the sale picture; the app reuses both, with no unused-preload warning", async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Produk terbaru' })).toBeVisible();
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, new URL(link.href).pathname]),
  );
  // Her sale picture, drawn by catalog:build into the catalogue's img/ (shop.json names it).
  const salePicture = `/catalog/${(JSON.parse(fs.readFileSync(path.join(__dirname, '../generated/toko-contoh/facts/shop.json'), 'utf8')) as { salePicture: { src: string } }).salePicture.src}`;
  expect(preloads).toEqual(expect.arrayContaining([['fetch', '/catalog/manifest.json'], ['image', salePicture]]));
  const fetchedOnce = (file: string) =>
    page.evaluate((name) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === name).length, file);
  expect(await fetchedOnce('/catalog/manifest.json')).toBe(1);
  // The whole catalogue is never fetched by a shopper's page.
  expect(await fetchedOnce('/catalog/catalog.json')).toBe(0);
  expect(await fetchedOnce(salePicture)).toBe(1);
  await page.waitForTimeout(3500);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test("a product page's own HTML preloads its product file from its bucket's folder; the app reuses it, with no unused-preload warning", async ({ page, request }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../public/catalog/manifest.json'), 'utf8')) as SplitManifest;
  const productFile = `/catalog/${splitFilePath(manifest, splitPaths.product('sneakers-kanvas-klasik'))}`;
  // In the page's HTML as served (not added by the inline script), with the mark the first render waits on.
  const html = await (await request.get('/produk/sneakers-kanvas-klasik')).text();
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${productFile}">`);
  expect(html).toMatch(/<html[^>]* data-catalog-preloaded>/);
  await page.goto('/produk/sneakers-kanvas-klasik');
  await expect(page.getByRole('heading', { level: 1, name: 'Sneakers Kanvas Klasik' })).toBeVisible();
  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map((link) => new URL(link.href).pathname),
  );
  expect(preloads.sort()).toEqual(['/catalog/manifest.json', productFile].sort());
  const fetched = await page.evaluate((name) => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === name).length, productFile);
  expect(fetched).toBe(1);
  await page.waitForTimeout(3500);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test('the pages every shopper shares name no catalogue folder, so a price change leaves their HTML as it was', async ({ request }) => {
  for (const url of ['/', '/onsale', '/cart', '/cari']) expect(await (await request.get(url)).text()).not.toMatch(/catalog\/v\//);
});

// Issue 51 made the checkout form a third of the cart page's code; an empty cart never shows it.
test("an empty cart's first view loads no checkout form; a stored cart's preloads it with the page and shows it with the lines", async ({ page }) => {
  const formChunk = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/js\/checkout-form\.[0-9a-f]+\.js$/.test(entry.name)).length);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Keranjangmu masih kosong' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await formChunk()).toBe(0);

  await page.evaluate(() => localStorage.setItem('cartItems', JSON.stringify([{ id: 'lama-99', name: 'Tas Koleksi Lama', price: 100000, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] }])));
  await page.reload();
  // The preload script asked for the chunk beside the page's; the app used that one request.
  const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((link) => link.href));
  expect(preloaded.some((href) => /\/js\/checkout-form\.[0-9a-f]+\.js$/.test(href))).toBe(true);
  await expect(page.getByRole('button', { name: 'Pesan via WhatsApp' })).toBeVisible();
  expect(await formChunk()).toBe(1);
});

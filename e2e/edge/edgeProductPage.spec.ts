import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EDGE_ONLY_SLUG } from '../../playwright.edge.config';
import { watchPolicyViolations } from '../cspWatch';

// Product pages rendered by the edge worker (scripts/edge/productWorker.tsx) in Cloudflare's
// local runtime, against the static pages the same build wrote (playwright.edge.config.ts).
const dist = path.resolve(__dirname, '../../dist');
const staticPage = (slug: string) => fs.readFileSync(path.join(dist, 'produk', slug, 'index.html'), 'utf8');
const slugs = fs.readdirSync(path.join(dist, 'produk'));

test('every product page the worker renders is byte for byte the static page the build wrote', async ({ request }) => {
  expect(slugs).toContain(EDGE_ONLY_SLUG);
  for (const slug of slugs) {
    const response = await request.get(`/produk/${slug}`);
    expect(response.status(), slug).toBe(200);
    expect(await response.text(), slug).toBe(staticPage(slug));
  }
});

test("the worker's page carries the headers the static pages get from _headers, and is revalidated like them", async ({ request }) => {
  const response = await request.get(`/produk/${EDGE_ONLY_SLUG}`);
  const headersFile = fs.readFileSync(path.join(dist, '_headers'), 'utf8');
  for (const name of ['Content-Security-Policy', 'Referrer-Policy', 'Permissions-Policy', 'X-Content-Type-Options']) {
    const value = new RegExp(`^  ${name}: (.*)$`, 'm').exec(headersFile)![1];
    expect(response.headers()[name.toLowerCase()], name).toBe(value);
  }
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
});

test('an unknown product gets what the site gives any unknown address, never an error', async ({ request }) => {
  const unknown = await request.get('/produk/tidak-ada-produk-ini');
  const elsewhere = await request.get('/tidak-ada-halaman-ini');
  expect(unknown.status()).toBe(elsewhere.status());
  expect(await unknown.text()).toBe(await elsewhere.text());
});

test('a shopper on a page only the worker rendered: no policy violations, the app takes over, the cart fills', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto(`/produk/${EDGE_ONLY_SLUG}`);
  expect(await response!.text()).toContain(`data-prerendered="/produk/${EDGE_ONLY_SLUG}"`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sneakers Kanvas Klasik' })).toBeVisible();
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await page.getByRole('button', { name: '41' }).click();
  await page.getByRole('button', { name: 'Tambah ke keranjang' }).click();
  await expect(page.getByRole('link', { name: 'Keranjang, 1 produk' })).toBeVisible();
  expect(violations).toEqual([]);
});

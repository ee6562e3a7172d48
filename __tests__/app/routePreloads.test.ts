import fs from 'node:fs';
import path from 'node:path';
import { routePreloads } from '../../scripts/build/routePreloads';
import { paths } from '../../src/lib/paths';

const source = (file: string) => fs.readFileSync(path.resolve(__dirname, '../../src', file), 'utf8');
const appRoutes = source('app/AppRoutes.tsx');
const chunkNames = [...appRoutes.matchAll(/webpackChunkName: "([^"]+)"/g)].map((m) => m[1]);

const preloadFor = (url: string) => routePreloads.find(({ pattern }) => pattern.test(url));

it('preloads only chunks that AppRoutes really has', () => {
  for (const { chunk } of routePreloads) expect(chunkNames).toContain(chunk);
});

it("matches every shopper-facing path to its page's chunk", () => {
  expect(preloadFor(paths.home)?.chunk).toBe('page-home');
  expect(preloadFor(paths.onSale)?.chunk).toBe('page-onsale');
  expect(preloadFor(paths.gift)?.chunk).toBe('page-gift');
  expect(preloadFor(paths.custom)?.chunk).toBe('page-custom');
  expect(preloadFor(paths.category('sepatu'))?.chunk).toBe('page-category');
  expect(preloadFor(paths.product('sneakers-kanvas'))?.chunk).toBe('page-product');
  expect(preloadFor('/cari')?.chunk).toBe('page-search');
  expect(preloadFor(paths.cart)?.chunk).toBe('page-cart');
  expect(preloadFor(paths.favorites)?.chunk).toBe('page-favorites');
  expect(preloadFor(paths.orders)?.chunk).toBe('page-orders');
  expect(preloadFor(paths.login)?.chunk).toBe('page-login');
  expect(preloadFor(paths.nota)?.chunk).toBe('page-nota');
  expect(preloadFor('/tidak-ada')).toBeUndefined();
});

// An unused preload wastes a phone's bandwidth (and Chrome warns); a missing one costs a round trip.
it('preloads the catalogue exactly for the pages that read it', () => {
  const pageFile: Record<string, string> = {
    'page-home': 'pages/HomePage.tsx',
    'page-onsale': 'pages/OnSalePage.tsx',
    'page-gift': 'pages/GiftPage.tsx',
    'page-custom': 'pages/CustomPage.tsx',
    'page-category': 'pages/CategoryPage.tsx',
    'page-product': 'pages/ProductPage.tsx',
    'page-search': 'pages/SearchPage.tsx',
    'page-cart': 'pages/CartPage.tsx',
    'page-favorites': 'pages/FavoritesPage.tsx',
    'page-orders': 'pages/OrderHistoryPage.tsx',
    'page-login': 'pages/LoginPage.tsx',
    'page-nota': 'pages/NotaPage.tsx',
  };
  for (const { chunk, catalog } of routePreloads) {
    expect({ chunk, catalog }).toEqual({ chunk, catalog: readsCatalog(pageFile[chunk]!) });
  }
});

/** Follows a page's local imports and reports whether any of them uses the catalogue. */
function readsCatalog(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const text = source(file);
  if (/\buseCatalog(Products)?\(|<CatalogBoundary/.test(text)) return true;
  return [...text.matchAll(/from '(\.[^']+)'/g)].some(([, spec]) => {
    const base = path.join(path.dirname(file), spec!);
    const found = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(path.resolve(__dirname, '../../src', f)));
    return found !== undefined && readsCatalog(found, seen);
  });
}

it("preloads the cart's checkout form by the chunk name LazyCheckoutForm gives it", () => {
  const { ifStored } = preloadFor(paths.cart)!;
  expect(ifStored?.key).toBe('cartItems');
  expect(source('features/checkout/LazyCheckoutForm.tsx')).toContain(`webpackChunkName: "${ifStored?.chunk}"`);
});

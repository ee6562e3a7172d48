import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { catalogFromFile } from '../scripts/catalog/split/fromCatalogFile';
import { splitCatalog } from '../scripts/catalog/split/splitCatalog';

/** catalog.json as written: image paths as they are, no derived fields. Tests change what they need. */
export interface ShippedProduct {
  id: string | number;
  slug: string;
  name: string;
  price: number;
  colorOptions: { color: string; image: string; hex?: string }[];
  [field: string]: unknown;
}
export interface CatalogFile {
  categories: unknown[];
  products: ShippedProduct[];
}

/** Any catalog.json-shaped value (the generators' own types included). */
type AnyCatalogFile = { categories: readonly unknown[]; products: readonly unknown[] };

export const shippedCatalog = (): CatalogFile =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../public/catalog/catalog.json'), 'utf8')) as CatalogFile;

/**
 * Serves `catalog` instead of the shipped one, as the host would after `npm run catalog:build`:
 * its split (the same code the build runs), manifest and version folder, and catalog.json whole
 * (for the support console). `delay` holds chosen files back; `fail` aborts them.
 */
export async function routeCatalog(
  target: Page | BrowserContext,
  catalog: AnyCatalogFile,
  { delay, fail }: { delay?: (file: string) => number; fail?: (file: string) => boolean } = {},
): Promise<void> {
  const { files } = splitCatalog(catalogFromFile(catalog));
  files.set('catalog.json', JSON.stringify(catalog));
  await target.route('**/catalog/**', async (route: Route) => {
    const file = new URL(route.request().url()).pathname.replace(/^\/catalog\//, '');
    const body = files.get(file);
    // Pictures stay the shipped ones.
    if (!file.endsWith('.json')) return route.continue();
    const wait = delay?.(file) ?? 0;
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    if (fail?.(file)) return route.abort('failed');
    return body === undefined ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ body, contentType: 'application/json' });
  });
}

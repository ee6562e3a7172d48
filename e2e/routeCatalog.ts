import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { catalogFromFile } from '../scripts/catalog/split/fromCatalogFile';
import { splitCatalog } from '../scripts/catalog/split/splitCatalog';

/** catalog.json as the shop ships it (image paths as written, no derived fields). */
export type CatalogFile = { categories: Record<string, unknown>[]; products: Record<string, unknown>[] };

export const shippedCatalog = (): CatalogFile =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../public/catalog/catalog.json'), 'utf8')) as CatalogFile;

/**
 * Serves `catalog` instead of the shipped one, as the host would after `npm run catalog:build`:
 * its split (the same code the build runs), manifest and version folder, and catalog.json whole
 * (for the support console). `delay` holds chosen files back; `fail` aborts them.
 */
export async function routeCatalog(
  target: Page | BrowserContext,
  catalog: CatalogFile,
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

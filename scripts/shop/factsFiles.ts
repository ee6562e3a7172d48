import fs from 'node:fs/promises';
import path from 'node:path';
import type { FactsFile } from './factKeys';
import type { ShopFacts } from './shopFacts';

/**
 * The shop's facts files, in her output's facts folder (shopOutput.ts): generated JSON, one file
 * per chunk that needs them, so the footer's address and links stay out of the first screen's JS
 * (a JSON module goes whole into the chunk of its first importer). src/config/shop.ts,
 * shopContact.ts, shipping.ts and payment.ts are their only readers. Written by `catalog:build`
 * from toko.csv; the demo's are committed (generated/toko-contoh/facts).
 */
export const factsFiles: Record<FactsFile, string> = {
  shop: 'shop.json',
  contact: 'contact.json',
  shipping: 'shipping.json',
  payment: 'payment.json',
  pages: 'pages.json',
};

export const factsJson = (facts: Record<string, unknown>) => `${JSON.stringify(facts, null, 2)}\n`;

/**
 * Writes every facts file into `factsDir`, each through a temporary name and a rename, so a reader
 * (webpack's watcher, a build starting) sees the old file or the new one, never half of one.
 * Unchanged files are not touched: `npm start`'s watcher then has nothing to rebuild.
 */
export async function writeShopFacts(factsDir: string, facts: ShopFacts): Promise<string[]> {
  const changed: string[] = [];
  for (const [file, relative] of Object.entries(factsFiles) as [FactsFile, string][]) {
    const target = path.join(factsDir, relative);
    const text = factsJson(facts[file]);
    if ((await fs.readFile(target, 'utf8').catch(() => undefined)) === text) continue;
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(`${target}.${process.pid}`, text);
    await fs.rename(`${target}.${process.pid}`, target);
    changed.push(target);
  }
  return changed;
}

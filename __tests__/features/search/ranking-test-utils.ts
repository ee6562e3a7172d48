import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogFromFile } from '../../../scripts/catalog/split/fromCatalogFile';
import { searchFile } from '../../../scripts/catalog/split/searchFile';
import type { Catalog, Product } from '../../../src/features/catalog/catalogTypes';
import { readSearchFile } from '../../../src/features/catalog/split/searchReader';
import type { SearchEntry } from '../../../src/features/catalog/split/splitTypes';

// normalize.ts as it was too, so the reference shares no code with what it checks.
const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const queryTokens = (query: string) => [...new Set(normalize(query).split(' ').filter(Boolean))];

/**
 * The ranking as it was on the whole catalogue, before search.json (searchIndex.ts and
 * searchProducts.ts at 7a87398, kept as they were, shortened): what the entries' ranking
 * must give, product for product. Not in src: the shop no longer has whole products to search.
 */
export function wholeProductRanking(products: readonly Product[]): (query: string) => Product[] {
  const weights = { name: 10, category: 6, color: 5, tag: 4, description: 1 };
  const words = new Map<string, { product: number; weight: number }[]>();
  const names: string[] = [];
  const created: number[] = [];
  products.forEach((product, at) => {
    const best = new Map<string, number>();
    const fields: [string, number][] = [
      [product.name, weights.name],
      [product.category, weights.category],
      [product.colorOptions.map((option) => option.color).join(' '), weights.color],
      [product.tags.join(' '), weights.tag],
      [product.description, weights.description],
    ];
    for (const [text, weight] of fields) {
      for (const word of normalize(text).split(' ')) {
        if (word && (best.get(word) ?? 0) < weight) best.set(word, weight);
      }
    }
    for (const [word, weight] of best) {
      const postings = words.get(word);
      if (postings) postings.push({ product: at, weight });
      else words.set(word, [{ product: at, weight }]);
    }
    names.push(` ${normalize(product.name)} `);
    created.push(Date.parse(product.createdAt) || 0);
  });
  const quality = (word: string, token: string) =>
    word === token ? 1 : word.startsWith(token) ? 0.7 : token.length >= 4 && word.includes(token) ? 0.3 : 0;
  return (query) => {
    const tokens = queryTokens(query);
    if (tokens.length === 0) return [];
    let totals: Float64Array | null = null;
    for (const token of tokens) {
      const scores = new Float64Array(products.length);
      for (const [word, postings] of words) {
        const q = quality(word, token);
        if (q === 0) continue;
        for (const { product, weight } of postings) if (weight * q > scores[product]!) scores[product] = weight * q;
      }
      if (!totals) totals = scores;
      else for (let i = 0; i < totals.length; i += 1) totals[i] = totals[i] && scores[i] ? totals[i]! + scores[i]! : 0;
    }
    const phrase = ` ${tokens.join(' ')}`;
    const hits: { at: number; score: number }[] = [];
    totals!.forEach((score, at) => {
      if (score === 0) return;
      const name = names[at]!;
      hits.push({ at, score: score + (name.startsWith(phrase) ? 8 : name.includes(phrase) ? 5 : 0) });
    });
    hits.sort((a, b) => b.score - a.score || created[b.at]! - created[a.at]!);
    return hits.map((hit) => products[hit.at]!);
  };
}

/** The demo catalogue as shipped (public/catalog/catalog.json), as the build reads it. */
export const shippedCatalog = (): Catalog =>
  catalogFromFile(JSON.parse(readFileSync(path.resolve(__dirname, '../../../public/catalog/catalog.json'), 'utf8')));

/** search.json of `products` as the build writes it, read back as the shop reads it. */
export const entriesOf = (products: readonly Product[]): SearchEntry[] =>
  readSearchFile(JSON.parse(JSON.stringify(searchFile(products))), 'http://localhost/catalog/v/abc/search.json');

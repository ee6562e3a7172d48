import type { Product } from '../../../src/features/catalog/catalogTypes';
import { toSearchColumns } from '../../../src/features/catalog/split/searchColumns';
import type { SearchEntry, SearchFile } from '../../../src/features/catalog/split/splitTypes';
import { isSoldOut } from '../../../src/features/catalog/stock';
import { normalize } from '../../../src/features/search/normalize';

const wordsOf = (text: string) => normalize(text).split(' ').filter(Boolean);

/**
 * A description's words kept for search: its first unique ones. What a shopper types is in a
 * description's opening (material, use); the rest is care and detail, and a pasted-in document
 * must never make search.json, which every search downloads, grow with it.
 */
export const MAX_INDEXED_DESCRIPTION_WORDS = 40;

/**
 * What searchIndex.ts weighs, per product. A description word counts only where no other field
 * has it (a word's weight is its best field's), so only the words found nowhere else are kept,
 * normalized and once each: the description is most of the catalogue's text.
 */
export function searchEntry(product: Product): SearchEntry {
  const colors = product.colorOptions.map((option) => option.color);
  const elsewhere = new Set([product.name, product.category, ...colors, ...product.tags].flatMap(wordsOf));
  const words = [...new Set(wordsOf(product.description))].filter((word) => !elsewhere.has(word)).slice(0, MAX_INDEXED_DESCRIPTION_WORDS);
  const { id, slug, name, category, tags, price, salePrice, image, createdAt } = product;
  return { id, slug, name, category, colors, tags, words: words.join(' '), price, ...(salePrice !== undefined ? { salePrice } : {}), image, soldOut: isSoldOut(product), createdAt };
}

/** search.json, in catalogue order (the order searchProducts() indexes and breaks no ties by). */
export const searchFile = (products: readonly Product[]): SearchFile => toSearchColumns(products.map(searchEntry));

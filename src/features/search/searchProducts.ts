import type { Product } from '../catalog/catalogTypes';
import { normalize, queryTokens } from './normalize';

/** A product's searchable text, normalized once, padded with spaces so word starts are ` word`. */
interface IndexedProduct {
  product: Product;
  fields: { text: string; weight: number }[];
  name: string;
}

// Where a word is found says how relevant the product is.
const WEIGHTS = { name: 10, category: 6, color: 5, tag: 4, description: 1 };
// How well it matches: a whole word beats the start of a word beats the middle of one.
const QUALITY = { word: 1, prefix: 0.7, inside: 0.3 };

const indexes = new WeakMap<readonly Product[], IndexedProduct[]>();

const pad = (text: string) => ` ${normalize(text)} `;

function indexOf(products: readonly Product[]): IndexedProduct[] {
  let index = indexes.get(products);
  if (!index) {
    index = products.map((product) => ({
      product,
      name: pad(product.name),
      fields: [
        { text: pad(product.name), weight: WEIGHTS.name },
        { text: pad(product.category), weight: WEIGHTS.category },
        { text: pad(product.colorOptions.map((option) => option.color).join(' ')), weight: WEIGHTS.color },
        { text: pad(product.tags.join(' ')), weight: WEIGHTS.tag },
        { text: pad(product.description), weight: WEIGHTS.description },
      ],
    }));
    indexes.set(products, index);
  }
  return index;
}

// Shorter words inside other words are mostly noise ('tas' in 'atasan').
const MIN_INSIDE_LENGTH = 4;

function tokenScore(entry: IndexedProduct, token: string): number {
  let best = 0;
  const inside = token.length >= MIN_INSIDE_LENGTH;
  for (const { text, weight } of entry.fields) {
    if (weight <= best) continue;
    const quality = text.includes(` ${token} `)
      ? QUALITY.word
      : text.includes(` ${token}`)
        ? QUALITY.prefix
        : inside && text.includes(token)
          ? QUALITY.inside
          : 0;
    best = Math.max(best, weight * quality);
  }
  return best;
}

/**
 * Products matching every word of the query (in any order, any case, accents ignored),
 * most relevant first: words in the name weigh most, then category, color, tags, description.
 * The whole query appearing in the name, as typed, earns a bonus. Ties go to the newest.
 */
export function searchProducts(products: readonly Product[], query: string, limit = Infinity): Product[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const phrase = ` ${tokens.join(' ')}`;
  const scored: { product: Product; score: number }[] = [];
  for (const entry of indexOf(products)) {
    let score = 0;
    for (const token of tokens) {
      const points = tokenScore(entry, token);
      if (points === 0) {
        score = 0;
        break;
      }
      score += points;
    }
    if (score === 0) continue;
    if (entry.name.includes(phrase)) score += entry.name.startsWith(phrase) ? 8 : 5;
    scored.push({ product: entry.product, score });
  }
  scored.sort((a, b) => b.score - a.score || Date.parse(b.product.createdAt) - Date.parse(a.product.createdAt));
  return scored.slice(0, limit).map((entry) => entry.product);
}

import type { Product } from '../catalog/catalogTypes';
import { queryTokens } from './normalize';
import { searchIndexOf, type SearchIndex } from './searchIndex';

// How well a word matches: a whole word beats the start of a word beats the middle of one.
const QUALITY = { word: 1, prefix: 0.7, inside: 0.3 };
// Shorter words inside other words are mostly noise ('tas' in 'atasan').
const MIN_INSIDE_LENGTH = 4;

function quality(word: string, token: string): number {
  if (word === token) return QUALITY.word;
  if (word.startsWith(token)) return QUALITY.prefix;
  return token.length >= MIN_INSIDE_LENGTH && word.includes(token) ? QUALITY.inside : 0;
}

/** Each product's best score for one query word (0: the word is nowhere in it). */
function scoreToken(index: SearchIndex, token: string): Float64Array {
  const scores = new Float64Array(index.products.length);
  for (const [word, postings] of index.words) {
    const q = quality(word, token);
    if (q === 0) continue;
    for (const { product, weight } of postings) {
      const score = weight * q;
      if (score > scores[product]!) scores[product] = score;
    }
  }
  return scores;
}

/**
 * Products matching every word of the query (in any order, any case, accents ignored),
 * most relevant first: words in the name weigh most, then category, color, tags, description.
 * The whole query appearing in the name, as typed, earns a bonus. Ties go to the newest.
 */
export function searchProducts(products: readonly Product[], query: string, limit = Infinity): Product[] {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const index = searchIndexOf(products);
  let totals: Float64Array | null = null;
  for (const token of tokens) {
    const scores = scoreToken(index, token);
    if (!totals) totals = scores;
    // Every word must match: a product missing one drops out (0 stays 0).
    else for (let i = 0; i < totals.length; i += 1) totals[i] = totals[i] && scores[i] ? totals[i]! + scores[i]! : 0;
  }
  const phrase = ` ${tokens.join(' ')}`;
  const hits: { at: number; score: number }[] = [];
  totals!.forEach((score, at) => {
    if (score === 0) return;
    const name = index.names[at]!;
    const bonus = name.startsWith(phrase) ? 8 : name.includes(phrase) ? 5 : 0;
    hits.push({ at, score: score + bonus });
  });
  hits.sort((a, b) => b.score - a.score || index.created[b.at]! - index.created[a.at]!);
  return hits.slice(0, limit).map((hit) => index.products[hit.at]!);
}

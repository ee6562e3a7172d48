import type { SearchEntry } from '../catalog/split/splitTypes';
import { queryTokens } from './normalize';
import { postingProduct, postingWeight, searchIndexOf, type SearchIndex } from './searchIndex';

// How well a word matches, in tenths: a whole word beats the start of a word beats the middle of
// one. In whole numbers a word's score (field weight × quality, at most 10 × 10) fits a byte, and
// sums compare exactly.
const QUALITY = { word: 10, prefix: 7, inside: 3 };
// Shorter words inside other words are mostly noise ('tas' in 'atasan').
const MIN_INSIDE_LENGTH = 4;
// The whole query in the name as typed, at its start or anywhere in it (in the same tenths).
const PHRASE_BONUS = { start: 80, inside: 50 };

function quality(word: string, token: string): number {
  if (word === token) return QUALITY.word;
  if (word.startsWith(token)) return QUALITY.prefix;
  return token.length >= MIN_INSIDE_LENGTH && word.includes(token) ? QUALITY.inside : 0;
}

/** Each product's best score for one query word (0: the word is nowhere in it). */
function scoreToken(index: SearchIndex, token: string): Uint8Array {
  const scores = new Uint8Array(index.entries.length);
  for (const [word, postings] of index.words) {
    const q = quality(word, token);
    if (q === 0) continue;
    for (let i = 0; i < postings.length; i += 1) {
      const product = postingProduct(postings[i]!);
      const score = postingWeight(postings[i]!) * q;
      if (score > scores[product]!) scores[product] = score;
    }
  }
  return scores;
}

// Each key typed asks the whole text again ('sepatu k', 'sepatu ku', …), and the words before the
// one being typed score as they did: the last few words' scores are kept for each index. A word
// of one letter reads ~100,000 postings at 50,000 products; kept, it costs nothing the next
// time. 8 of them are 400 KB at 50,000 products.
const WORDS_KEPT = 8;
const keptScores = new WeakMap<SearchIndex, Map<string, Uint8Array>>();

function scoresOf(index: SearchIndex, token: string): Uint8Array {
  let kept = keptScores.get(index);
  if (!kept) keptScores.set(index, (kept = new Map()));
  const scores = kept.get(token) ?? scoreToken(index, token);
  // A Map keeps insertion order: the word used last goes last, the first is the one to drop.
  kept.delete(token);
  kept.set(token, scores);
  if (kept.size > WORDS_KEPT) kept.delete(kept.keys().next().value!);
  return scores;
}

/** The best `limit` of a query's products, and how many it found in all (for "N produk ditemukan"). */
export interface RankedProducts {
  entries: SearchEntry[];
  total: number;
}

/**
 * The products (search.json's entries) matching every word of the query (in any order, any
 * case, accents ignored), most relevant first: words in the name weigh most, then category, color, tags, description.
 * The whole query appearing in the name, as typed, earns a bonus. Ties go to the newest.
 */
export function searchProducts(entries: readonly SearchEntry[], query: string, limit = Infinity): SearchEntry[] {
  return rankProducts(entries, query, limit).entries;
}

/** searchProducts with the count of every match beside the best `limit`. */
export function rankProducts(entries: readonly SearchEntry[], query: string, limit = Infinity): RankedProducts {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return { entries: [], total: 0 };
  const index = searchIndexOf(entries);
  // (A copy of the first word's scores: those kept must stay as they are.)
  const totals = new Uint32Array(scoresOf(index, tokens[0]!));
  for (const token of tokens.slice(1)) {
    const scores = scoresOf(index, token);
    // Every word must match: a product missing one drops out (0 stays 0).
    for (let i = 0; i < totals.length; i += 1) totals[i] = totals[i] && scores[i] ? totals[i]! + scores[i]! : 0;
  }
  const phrase = ` ${tokens.join(' ')}`;
  const hits: Hit[] = [];
  // A hit ranks before another when it scores more, then when it is newer; the catalogue's
  // order breaks the rest (a stable sort, and the top's insertion below, keep it).
  const ahead = (a: Hit, b: Hit) => a.score - b.score || index.created[a.at]! - index.created[b.at]!;
  const top = limit <= MAX_TOP ? limit : 0;
  let found = 0;
  for (let at = 0; at < totals.length; at += 1) {
    const total = totals[at]!;
    if (total === 0) continue;
    found += 1;
    // A hit that could not reach the top with the biggest bonus needs no look at its name.
    if (top && hits.length === top && total + PHRASE_BONUS.start < hits[top - 1]!.score) continue;
    const name = index.names[at]!;
    const hit = { at, score: total + (name.startsWith(phrase) ? PHRASE_BONUS.start : name.includes(phrase) ? PHRASE_BONUS.inside : 0) };
    if (!top) hits.push(hit);
    else keepTop(hits, hit, top, ahead);
  }
  if (!top) hits.sort((a, b) => ahead(b, a));
  return { entries: hits.slice(0, limit).map((hit) => index.entries[hit.at]!), total: found };
}

interface Hit {
  at: number;
  score: number;
}

// Suggestions want 6 of what may be tens of thousands of hits (a common word at 50,000
// products): keeping the best few as they come costs a fraction of sorting them all.
const MAX_TOP = 50;

/** Adds `hit` to `best` (ordered, at most `size` long) if it ranks there; earlier hits win ties. */
function keepTop(best: Hit[], hit: Hit, size: number, ahead: (a: Hit, b: Hit) => number): void {
  if (best.length === size && ahead(hit, best[size - 1]!) <= 0) return;
  let at = best.length;
  while (at > 0 && ahead(hit, best[at - 1]!) > 0) at -= 1;
  best.splice(at, 0, hit);
  if (best.length > size) best.pop();
}

import { distance } from 'fastest-levenshtein';
import type { Region } from './addressTypes';
import { regionAliases } from './regionAliases';

/**
 * Filters a level's list the way shoppers type: 'bdg' and 'bandung' both find Kota Bandung and
 * Kabupaten Bandung; case, spacing, punctuation and the level's own prefixes ('Kota', 'Kab.',
 * 'Kec.', 'Desa'…) don't matter. Each list is indexed once (its keys normalized) and every
 * keystroke then scans plain strings: 400 villages or 60 kecamatan in well under a millisecond.
 */
export type RegionLevel = 'province' | 'regency' | 'district' | 'village';

/** Words a shopper may put before a name (or the dataset does, 'Kota'/'Kabupaten'), per level. */
const prefixes: Record<RegionLevel, RegExp> = {
  province: /^(provinsi|prov) /,
  regency: /^(kota administrasi|kabupaten administrasi|kota adm|kab adm|kota|kabupaten|kab) /,
  district: /^(kecamatan|kec|distrik) /,
  village: /^(kelurahan|kel|desa|ds) /,
};

/** Lower case, letters and digits only, single spaces; an apostrophe joins ("Ma'rang" is 'marang'). */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f'’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const withoutPrefix = (text: string, level: RegionLevel) => {
  const stripped = text.replace(prefixes[level], '');
  return stripped || text;
};

/** A name in a searchable form. */
interface Form {
  text: string;
  /** Without spaces: 'kotabaru' finds 'Kota Baru'. */
  compact: string;
  /** Where each word starts. */
  wordStarts: number[];
}

interface Entry {
  region: Region;
  /** The name normalized, its prefix dropped: 'bandung' for 'Kota Bandung'. */
  key: Form;
  /** The name normalized with its prefix: 'kota bandung', so 'kota bdg' prefers the kota. */
  full: Form;
}

export interface RegionIndex {
  level: RegionLevel;
  regions: readonly Region[];
  entries: readonly Entry[];
}

function form(text: string): Form {
  const wordStarts: number[] = [];
  for (let at = 0; at < text.length; at++) if (at === 0 || text[at - 1] === ' ') wordStarts.push(at);
  return { text, compact: text.replaceAll(' ', ''), wordStarts };
}

export function indexRegions(regions: readonly Region[], level: RegionLevel): RegionIndex {
  const entries = regions.map((region) => {
    const full = normalize(region.name);
    const key = withoutPrefix(full, level);
    return { region, key: form(key), full: key === full ? form(key) : form(full) };
  });
  return { level, regions, entries };
}

/** The letters of `query` in order in `name`, the first at a word's start: 'bdg' in 'bandung'. */
function inOrderFromWordStart(name: Form, query: string): boolean {
  for (const start of name.wordStarts) {
    if (name.text[start] !== query[0]) continue;
    let found = 1;
    for (let at = start + 1; found < query.length && at < name.text.length; at++) if (name.text[at] === query[found]) found++;
    if (found === query.length) return true;
  }
  return false;
}

/** 0 best … 3 worst, or 4: no match. */
function tier(name: Form, query: string, compactQuery: string): number {
  if (name.text.startsWith(query)) return 0;
  if (name.text.includes(` ${query}`)) return 1;
  if (name.text.includes(query) || name.compact.includes(compactQuery)) return 2;
  if (!query.includes(' ') && inOrderFromWordStart(name, query)) return 3;
  return NO_MATCH;
}

const NO_MATCH = 4;

export interface RegionMatches {
  /** At most `limit`, best first. */
  shown: Region[];
  /** How many match in all. */
  total: number;
}

/**
 * The regions matching `text`, best first: the name starts with it, then a word of it does,
 * then it contains it, then its letters appear in order from a word's start. Within a rank: the
 * exact name, then the name as typed with its prefix ('kota bandung'), shorter names, then the
 * dataset's order. An empty query lists everything in the dataset's order.
 */
export function searchRegions(index: RegionIndex, text: string, limit = Infinity): RegionMatches {
  const typed = normalize(text);
  const query = withoutPrefix(typed, index.level);
  if (!query) return { shown: index.regions.slice(0, limit), total: index.regions.length };
  const compactQuery = query.replaceAll(' ', '');
  const compactTyped = typed.replaceAll(' ', '');
  const scored: { entry: Entry; score: number; order: number }[] = [];
  // The prefix she typed, if any ('kota', 'kab'): names of that kind come first within a rank.
  const typedPrefix = typed.slice(0, typed.length - query.length).trim();
  const alias = regionAliases[index.level][query];
  index.entries.forEach((entry, order) => {
    // The name without its prefix, or with it (for 'kabupaten' alone, or 'kota ba' for the kota).
    const rank = entry.key.text === alias ? 0 : Math.min(tier(entry.key, query, compactQuery), entry.full === entry.key ? NO_MATCH : tier(entry.full, typed, compactTyped));
    if (rank === NO_MATCH) return;
    const exact = entry.key.text === query || entry.full.text === typed || entry.key.text === alias ? 0 : 1;
    const asTyped = typedPrefix && entry.full !== entry.key && entry.full.text.startsWith(typedPrefix) ? 0 : 1;
    // Lexicographic: rank, then exact, then as typed, then length (names are < 1,000 characters).
    scored.push({ entry, score: ((rank * 2 + exact) * 2 + asTyped) * 1000 + Math.min(entry.key.text.length, 999), order });
  });
  if (scored.length === 0) scored.push(...misspelt(index, query));
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return { shown: scored.slice(0, limit).map(({ entry }) => entry.region), total: scored.length };
}

/**
 * When nothing matches: the names a typo or two away ('jawa timr', 'surabya'), nearest first. One
 * edit from four letters, two from eight: short queries would otherwise match half the list.
 */
function misspelt(index: RegionIndex, query: string): { entry: Entry; score: number; order: number }[] {
  const allowed = query.length >= 8 ? 2 : query.length >= 4 ? 1 : 0;
  if (allowed === 0) return [];
  return index.entries.flatMap((entry, order) => {
    const edits = distance(query, entry.key.text);
    return edits <= allowed ? [{ entry, score: edits * 1000 + Math.min(entry.key.text.length, 999), order }] : [];
  });
}

/** The one region whose name is what the shopper typed (prefix, case and spacing aside), if any. */
export function exactRegion(index: RegionIndex, text: string): Region | null {
  const typed = normalize(text);
  const query = withoutPrefix(typed, index.level);
  if (!query) return null;
  const full = index.entries.filter((entry) => entry.full.text === typed);
  if (full.length === 1) return full[0]!.region;
  const same = index.entries.filter((entry) => entry.key.text === query);
  return same.length === 1 ? same[0]!.region : null;
}

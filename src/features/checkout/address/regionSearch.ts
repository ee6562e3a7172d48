import type { Region } from './addressTypes';

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

interface Entry {
  region: Region;
  /** The name normalized, its prefix dropped: 'bandung' for 'Kota Bandung'. */
  key: string;
  /** The name normalized with its prefix: 'kota bandung', so 'kota bdg' prefers the kota. */
  full: string;
  /** The key without spaces: 'kotabaru' finds 'Kota Baru'. */
  compact: string;
  /** Where each word of the key starts. */
  wordStarts: number[];
}

export interface RegionIndex {
  level: RegionLevel;
  regions: readonly Region[];
  entries: readonly Entry[];
}

export function indexRegions(regions: readonly Region[], level: RegionLevel): RegionIndex {
  const entries = regions.map((region) => {
    const full = normalize(region.name);
    const key = withoutPrefix(full, level);
    const wordStarts: number[] = [];
    for (let at = 0; at < key.length; at++) if (at === 0 || key[at - 1] === ' ') wordStarts.push(at);
    return { region, key, full, compact: key.replaceAll(' ', ''), wordStarts };
  });
  return { level, regions, entries };
}

/** The letters of `query` in order in `key`, the first at a word's start: 'bdg' in 'bandung'. */
function inOrderFromWordStart(entry: Entry, query: string): boolean {
  for (const start of entry.wordStarts) {
    if (entry.key[start] !== query[0]) continue;
    let at = start + 1;
    let found = 1;
    for (; found < query.length && at < entry.key.length; at++) if (entry.key[at] === query[found]) found++;
    if (found === query.length) return true;
  }
  return false;
}

/** 0 best … 3 worst, or -1: no match. */
function tier(entry: Entry, query: string, compactQuery: string): number {
  if (entry.key.startsWith(query)) return 0;
  if (entry.key.includes(` ${query}`)) return 1;
  if (entry.key.includes(query) || entry.compact.includes(compactQuery)) return 2;
  if (!query.includes(' ') && inOrderFromWordStart(entry, query)) return 3;
  return -1;
}

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
  const scored: { entry: Entry; score: number; order: number }[] = [];
  const prefixed = typed !== query;
  index.entries.forEach((entry, order) => {
    const rank = tier(entry, query, compactQuery);
    if (rank < 0) return;
    const exact = entry.key === query ? 0 : 1;
    const asTyped = prefixed && entry.full.startsWith(typed) ? 0 : 1;
    // Lexicographic: rank, then exact, then as typed, then length (names are < 1,000 characters).
    scored.push({ entry, score: ((rank * 2 + exact) * 2 + asTyped) * 1000 + Math.min(entry.key.length, 999), order });
  });
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return { shown: scored.slice(0, limit).map(({ entry }) => entry.region), total: scored.length };
}

/** The one region whose name is what the shopper typed (prefix, case and spacing aside), if any. */
export function exactRegion(index: RegionIndex, text: string): Region | null {
  const typed = normalize(text);
  const query = withoutPrefix(typed, index.level);
  if (!query) return null;
  const full = index.entries.filter((entry) => entry.full === typed);
  if (full.length === 1) return full[0]!.region;
  const same = index.entries.filter((entry) => entry.key === query);
  return same.length === 1 ? same[0]!.region : null;
}

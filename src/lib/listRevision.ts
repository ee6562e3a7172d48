import { stampHash, type TextHash } from './textHash';

/**
 * Provenance of a stored list (the cart, favourites…), kept beside it in a side key so that the
 * list's own key stays the bare JSON array the existing site reads and writes.
 *
 * Why: Chromium hands a localStorage write to the other tabs' processes asynchronously, so a tab
 * holding the Web Lock can still read the value from before another tab's last write, merge its
 * changes into that older value and write over the other tab's write. The lock cannot prevent
 * it; provenance lets the tab whose write was left out see it and merge again (src/app/persistence/readMergeWrite.ts).
 *
 * `<key>:rev` holds `{"h":"<hash of the list's raw value>","v":["<id>", …]}`: `v[0]` is the
 * stored version's random id, the rest the ids of the versions it includes (it was merged from
 * them), newest first, at most REVISION_HISTORY. `h` ties the stamp to the value it describes:
 * a writer that knows nothing of stamps (the existing site, an older build in an open tab)
 * changes the list and leaves the stamp behind, and the mismatch shows it.
 */
export const REVISION_HISTORY = 16;

export const revisionKey = (key: string): string => `${key}:rev`;

/**
 * The stamp's hash of the raw stored value (textHash.ts); `-` for an absent one. `hash`: the
 * value's, when its encoder has it (a save); hashed whole otherwise (another writer's value).
 */
const hashOf = (raw: string | null, hash?: TextHash): string => (raw === null ? '-' : stampHash(raw, hash));

export const newRevisionId = (): string => Math.random().toString(36).slice(2, 10);

/**
 * A new version's ids: its own, then those of the versions it was merged from, taking the
 * newest of each of the two newest-first lists in turn, without repeats, at most REVISION_HISTORY.
 */
export function revisionIds(id: string, mine: readonly string[], theirs: readonly string[]): string[] {
  const ids = new Set([id]);
  for (let i = 0; i < Math.max(mine.length, theirs.length) && ids.size < REVISION_HISTORY; i += 1) {
    if (i < mine.length) ids.add(mine[i]!);
    if (i < theirs.length) ids.add(theirs[i]!);
  }
  return [...ids].slice(0, REVISION_HISTORY);
}

/** The stamp for the version `ids[0]` whose list is stored as `raw`, of hash `hash` when known. */
export const encodeRevision = (ids: readonly string[], raw: string | null, hash?: TextHash): string => JSON.stringify({ h: hashOf(raw, hash), v: ids });

export interface StoredRevision {
  /** The stamped version's id, then the ids of the versions it includes, newest first. */
  seen: string[];
  /** Whether the stamp describes `raw`; false when the list was written without one since. */
  matches: boolean;
}

/** The stamp stored as `stampRaw`, checked against the list's raw value; null when absent or corrupt. */
export function readRevision(stampRaw: string | null, raw: string | null): StoredRevision | null {
  if (stampRaw === null) return null;
  try {
    const stamp = JSON.parse(stampRaw) as { h?: unknown; v?: unknown };
    const seen = Array.isArray(stamp.v) ? stamp.v.filter((id): id is string => typeof id === 'string') : [];
    if (seen.length === 0) return null;
    return { seen, matches: stamp.h === hashOf(raw) };
  } catch {
    return null;
  }
}

/**
 * A three-way merge of a persisted list that several tabs change at once (the cart; any list
 * keyed by item). `base` is what storage held when this tab last agreed with it, `mine` what this
 * tab holds now, `theirs` what storage holds now. The result keeps every change either side made
 * since `base`, item by item:
 *
 * - an item only one side changed takes that side's version (including its removal);
 * - counts are changes, not values: with b, m and t the counts in base, mine and theirs (0 when
 *   absent), the result holds t + (m − b). Both tabs adding the same line therefore count both
 *   additions, and a tab that removed a line another tab meanwhile added to keeps that addition;
 * - an item both sides still hold keeps a count of at least 1 (only a removal removes);
 * - an item without a count (a favourite, a custom order) is simply there or not.
 *
 * Order: mine's, then items only theirs holds in theirs' order, so the tab that saves sees its own
 * lines stay put. Pure and O(n): no clock, no storage, so it is tested on its own.
 */
export interface MergeRules<T> {
  /** Identifies an item across versions (the cart: id + color + size). */
  key(item: T): string;
  /** How many of the item; null when the item is simply there or not. */
  count(item: T): number | null;
  withCount(item: T, count: number): T;
  /** Same content (count included). */
  same(a: T, b: T): boolean;
}

type Index<T> = Map<string, T>;

/** Deep equality of JSON-like values, whatever the order of their keys (a decoded line may differ). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Items by key; a key seen twice (old stored data) becomes one item with both counts. */
function indexOf<T>(items: readonly T[], rules: MergeRules<T>): Index<T> {
  const index: Index<T> = new Map();
  for (const item of items) {
    const key = rules.key(item);
    const earlier = index.get(key);
    const earlierCount = earlier === undefined ? null : rules.count(earlier);
    const count = rules.count(item);
    if (earlier === undefined) index.set(key, item);
    else if (earlierCount !== null && count !== null) index.set(key, rules.withCount(earlier, earlierCount + count));
  }
  return index;
}

const countIn = <T>(item: T | undefined, rules: MergeRules<T>): number =>
  item === undefined ? 0 : (rules.count(item) ?? 1);

function unchanged<T>(before: T | undefined, after: T | undefined, rules: MergeRules<T>): boolean {
  if (before === undefined || after === undefined) return before === after;
  return before === after || rules.same(before, after);
}

/** Whether `after` differs from `before` in anything but its count. */
function contentChanged<T>(before: T, after: T, rules: MergeRules<T>): boolean {
  const count = rules.count(before);
  if (count === null || rules.count(after) === null) return !rules.same(before, after);
  return !rules.same(before, rules.withCount(after, count));
}

function mergeItem<T>(b: T | undefined, m: T | undefined, t: T | undefined, rules: MergeRules<T>): T | undefined {
  if (unchanged(b, m, rules)) return t;
  if (unchanged(b, t, rules)) return m;
  // Both sides changed it. Its fields: mine if I edited them, else theirs.
  const item = m !== undefined && (b === undefined || t === undefined || contentChanged(b, m, rules)) ? m : (t ?? m)!;
  const count = rules.count(item);
  // There or not: a removal on either side wins over the other side's edit.
  if (count === null) return (m !== undefined && t !== undefined) || b === undefined ? item : undefined;
  let merged = countIn(t, rules) + countIn(m, rules) - countIn(b, rules);
  if (m !== undefined && t !== undefined) merged = Math.max(merged, 1);
  if (merged <= 0) return undefined;
  return merged === count ? item : rules.withCount(item, merged);
}

export function mergeLists<T>(base: readonly T[], mine: readonly T[], theirs: readonly T[], rules: MergeRules<T>): readonly T[] {
  // The everyday cases, without building an index: only one side changed anything.
  if (theirs === base) return mine;
  if (mine === base) return theirs;
  const baseIndex = indexOf(base, rules);
  const mineIndex = indexOf(mine, rules);
  const theirIndex = indexOf(theirs, rules);
  const merged: T[] = [];
  const done = new Set<string>();
  for (const item of [...mine, ...theirs]) {
    const key = rules.key(item);
    if (done.has(key)) continue;
    done.add(key);
    const result = mergeItem(baseIndex.get(key), mineIndex.get(key), theirIndex.get(key), rules);
    if (result !== undefined) merged.push(result);
  }
  return merged;
}

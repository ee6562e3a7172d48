import type { Action, Store } from '@reduxjs/toolkit';
import { readItem } from '../../lib/browserStorage';
import { encodeRevision, newRevisionId, readRevision, REVISION_HISTORY, revisionIds, revisionKey } from '../../lib/listRevision';
import { saveItem, type SaveResult } from '../../lib/saveItem';
import { mergeLists, type MergeRules } from '../../lib/mergeList';
import { withStorageLock } from '../../lib/storageLock';
import { showToast } from '../../lib/toast';

/**
 * A list in localStorage that every tab of the shop changes: the cart, favourites, recently
 * viewed and the order history, each with a spec of its own. redux-persist loads it into the store; this keeps it
 * saved and the same in every tab, and never loses a change another tab made meanwhile:
 *
 * 1. Each tab remembers `base`, the list as storage held it when this tab last agreed with it.
 * 2. A save (100 ms after a change, at once when another tab wrote, on `visibilitychange` and on
 *    `pagehide`) takes the Web Lock of the key, then in one synchronous step reads what storage
 *    holds now, merges this tab's changes since `base` into it (src/lib/mergeList.ts), writes the
 *    result, shows it in this tab and makes it the new `base`.
 * 3. Another tab's write arrives as a `storage` event and is the same save: with nothing changed
 *    here the merge is simply the stored list.
 *
 * The lock means no two tabs read-merge-write at once; the merge means a tab without locks (or a
 * save on `pagehide`, which cannot wait for one) still keeps the other tab's changes. But the
 * lock does not order what a tab reads: Chromium hands a write to the other tabs' processes
 * asynchronously, so a tab can take the lock and still read the list from before another tab's
 * write, and write its merge over it. Hence provenance (src/lib/listRevision.ts): each write
 * stamps a side key `<key>:rev` with its own id and the ids of the versions it includes, and
 * each tab keeps the last versions it knows. When the stored version does not include this
 * tab's last write (its writer read from before it), the tab merges from the newest version
 * both include, so its write is put back. The list's key keeps its plain format; the existing
 * site ignores the side key, and a list it writes is merged from `base` as before.
 */
export interface ListSyncSpec<S, T> {
  key: string;
  /** The stored list, repaired; null when nothing usable is stored. Never throws. */
  decode(raw: string | null): T[] | null;
  /** null removes the key (a list that is absent when empty). */
  encode(items: readonly T[]): string | null;
  rules: MergeRules<T>;
  /**
   * Puts a merged list back in the list's own order and length (favourites newest first, the
   * last 20 orders): the merge keeps this tab's order and appends the other tab's new items.
   * Called only when both sides had changes; returns its argument when nothing moves.
   */
  tidy?(items: readonly T[]): readonly T[];
  select(state: S): readonly T[];
  /** The slice's action that replaces its list with the merged one (in src/features/…). */
  synced(items: T[]): Action;
  /** Said once per episode of a full storage (QuotaExceededError), in a warning toast. */
  fullMessage: string;
}

export interface ListSync {
  /** Saves now (through the lock); for tests and the bench. */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * The id under which a tab remembers the merge of two versions that left each other out: their
 * ids, each split into its own parts, sorted and joined with `+`. Any version whose stamp
 * includes every part includes that merge.
 */
const forkId = (a: string, b: string): string => [...new Set([...a.split('+'), ...b.split('+')])].sort().join('+');
const includes = (seen: readonly string[], id: string): boolean => seen.includes(id) || id.split('+').every((part) => seen.includes(part));

const SAVE_DELAY_MS = 100;
/** How long a tab that read another tab's stamp before its list waits for the list (syncNow). */
const SETTLE_MS = 50;
/** While storage is full, how soon to try again without waiting for the next change. */
export const FULL_RETRY_MS = 5_000;

/**
 * Call it once the store holds the stored list, with the raw value redux-persist loaded it from
 * (`storedAtLoad`): read in the same task, so no other tab wrote in between. Changes the store
 * holds beyond that list (made before this started) are this tab's, and are saved at once.
 */
export function startListSync<S, T>(store: Store<S>, spec: ListSyncSpec<S, T>, storedAtLoad: string | null): ListSync {
  const lockName = `langkah:${spec.key}`;
  const revKey = revisionKey(spec.key);
  let base: readonly T[] = spec.decode(storedAtLoad) ?? [];
  // The raw value `base` was read or written as, and the stamp beside it: while storage still
  // holds both, nobody else wrote.
  let baseRaw = storedAtLoad;
  let baseStampRaw = readItem(revKey);
  // The versions this tab's list includes (it wrote, read or merged them), in the order it came
  // to know them, by id: the candidates to merge from when another tab's write started from an
  // older one. Each includes the ones before it, so the newest one theirs includes is the best.
  const known = new Map<string, readonly T[]>();
  const remember = (id: string, items: readonly T[]) => {
    if (known.has(id)) return;
    known.set(id, items);
    if (known.size > REVISION_HISTORY) known.delete(known.keys().next().value!);
  };
  const atLoad = readRevision(baseStampRaw, storedAtLoad);
  // The ids of the versions `base` includes, to hand on in the next stamp.
  let baseSeen: readonly string[] = atLoad?.matches ? atLoad.seen : [];
  if (atLoad?.matches) remember(atLoad.seen[0]!, base);
  let seen = spec.select(store.getState());
  let applying = false;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  let settlingStamp: string | null = null;
  let queued = false;
  let full = false;

  const tidied = (merged: readonly T[], mine: readonly T[], theirs: readonly T[]) =>
    spec.tidy && merged !== mine && merged !== theirs ? spec.tidy(merged) : merged;

  /**
   * The stamp first, then the list. Another tab gets the two in that order, each between two of
   * its tasks, so it may read the new stamp beside the list it had (it then waits for the list:
   * syncNow), never a new list beside the old stamp, which would claim the new list includes the
   * old version's changes when it may have left them out. Without room for the stamp the list
   * goes unstamped (merged as before stamps); a refused list puts the old stamp back. `raw`:
   * the list as read at the start of this save, in this task.
   */
  function write(encoded: string | null, raw: string | null, stamp: string, oldStamp: string | null): { result: SaveResult; stamp: string | null } {
    const stamped = saveItem(revKey, stamp) === 'saved';
    if (!stamped) saveItem(revKey, null);
    const result = saveItem(spec.key, encoded, raw);
    if (result !== 'saved') saveItem(revKey, oldStamp);
    return { result, stamp: stamped ? stamp : null };
  }

  /**
   * The read-merge-write; synchronous, so a held lock covers all of it, and the list and its
   * stamp are read in one task (another tab's writes reach this one between tasks, in order).
   * `canWait` is false on `pagehide`: a closing page saves what it can at once.
   */
  function syncNow(canWait = true): void {
    const mine = spec.select(store.getState());
    const raw = readItem(spec.key);
    const stampRaw = readItem(revKey);
    let theirs = base;
    let from = base;
    let theirId: string | null = null;
    let theirSeen = baseSeen;
    if (raw !== baseRaw || stampRaw !== baseStampRaw) {
      const stamp = readRevision(stampRaw, raw);
      // A stamp this tab does not know that does not describe the list: this tab reads between
      // another tab's stamp and its list (see write()). The list's `storage` event follows; wait
      // for it, and merge nothing meanwhile (the list read now may be one that left this tab's
      // write out, with its own stamp already gone). Still the same after SETTLE_MS, or a stamp
      // this tab knows: the list was written without one (the existing site, an older build),
      // and the stamp is ignored.
      if (stamp && !stamp.matches && !known.has(stamp.seen[0]!) && stampRaw !== settlingStamp && canWait) {
        settlingStamp = stampRaw;
        clearTimeout(settleTimer);
        settleTimer = setTimeout(() => void request(), SETTLE_MS);
        return;
      }
      theirSeen = [];
      let common: string | undefined;
      if (stamp?.matches) {
        theirSeen = stamp.seen;
        theirId = stamp.seen[0]!;
        // Merge from the newest version this tab knows that theirs includes. It is `base` unless
        // theirs was merged into an older version, i.e. its writer read storage from before
        // this tab's last write: merging from the older version puts this tab's write back.
        common = [...known.keys()].reverse().find((id) => includes(stamp.seen, id));
        if (common !== undefined) from = known.get(common)!;
      }
      theirs = (theirId !== null && known.get(theirId)) || (raw === baseRaw ? base : (spec.decode(raw) ?? []));
      if (theirId !== null) remember(theirId, theirs);
      // A fork: theirs left out the version `base` is. The other tab may be putting it back at the
      // same time, from its side (each can read the other's write as the one that left its own
      // out); both results then include both tips. Their merge is remembered under both ids, as a
      // version either result includes, so that merging the two results later starts from it
      // rather than from one tip, which would count the other tip's changes twice.
      const baseId = baseSeen[0];
      if (common !== undefined && theirId !== null && baseId !== undefined && !includes(theirSeen, baseId)) {
        remember(forkId(baseId, theirId), tidied(mergeLists(from, base, theirs, spec.rules), base, theirs));
      }
    }
    const merged = tidied(mergeLists(from, mine, theirs, spec.rules), mine, theirs);
    const encoded = spec.encode(merged);
    // An absent key and an empty list mean the same; don't create the key for nothing. Nor write
    // back another tab's list as it was read (it may differ from `raw` only in key order).
    const unchangedInStorage = encoded === raw || (raw === null && merged.length === 0) || (merged === theirs && theirs !== from);
    // This version includes every version this tab knows and every one theirs includes.
    const ids = revisionIds(newRevisionId(), [...known.keys()].reverse(), theirSeen);
    const saved = unchangedInStorage ? { result: 'saved' as const, stamp: stampRaw } : write(encoded, raw, encodeRevision(ids, encoded), stampRaw);
    if (merged !== mine && encoded !== spec.encode(mine)) {
      applying = true;
      store.dispatch(spec.synced([...merged]));
      applying = false;
    }
    seen = spec.select(store.getState());
    if (saved.result === 'saved') {
      base = seen;
      baseRaw = unchangedInStorage ? raw : encoded;
      baseStampRaw = saved.stamp;
      if (unchangedInStorage) baseSeen = theirSeen;
      else {
        baseSeen = saved.stamp === null ? [] : ids;
        if (saved.stamp !== null) remember(ids[0]!, seen);
      }
      full = false;
      return;
    }
    // Not saved: storage still holds `theirs`, and this tab's changes since then are pending.
    base = theirs;
    baseRaw = raw;
    baseStampRaw = stampRaw;
    baseSeen = theirSeen;
    if (saved.result === 'full') {
      if (!full) showToast(spec.fullMessage, { variant: 'warning' });
      full = true;
      retryTimer ??= setTimeout(() => {
        retryTimer = undefined;
        request();
      }, FULL_RETRY_MS);
    }
  }

  function request(): Promise<void> {
    if (queued) return Promise.resolve();
    queued = true;
    return withStorageLock(lockName, () => {
      queued = false;
      syncNow();
    });
  }

  function scheduleSave(): void {
    saveTimer ??= setTimeout(() => {
      saveTimer = undefined;
      void request();
    }, SAVE_DELAY_MS);
  }

  const pending = () => spec.select(store.getState()) !== base;

  const unsubscribe = store.subscribe(() => {
    const items = spec.select(store.getState());
    if (items === seen) return;
    seen = items;
    if (!applying) scheduleSave();
  });

  const onStorage = (event: StorageEvent) => {
    // `key === null`: the whole storage was cleared.
    if (event.key === spec.key || event.key === null) void request();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && pending()) void request();
  };
  // The page is going away and may not live to get a lock: save at once (the merge still keeps
  // whatever another tab wrote).
  const onPageHide = () => {
    if (pending()) syncNow(false);
  };
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  // A repaired stored list is saved, and so is anything changed before this started.
  void request();

  return {
    flush() {
      clearTimeout(saveTimer);
      saveTimer = undefined;
      queued = false;
      return withStorageLock(lockName, () => syncNow());
    },
    stop() {
      unsubscribe();
      clearTimeout(saveTimer);
      clearTimeout(retryTimer);
      clearTimeout(settleTimer);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}

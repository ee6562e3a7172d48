import type { Action, Store } from '@reduxjs/toolkit';
import { readItem } from '../../lib/browserStorage';
import { saveItem } from '../../lib/saveItem';
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
 * The lock means no two tabs read-merge-write at once, so nothing is overwritten; the merge
 * means a tab without locks (or a save on `pagehide`, which cannot wait for one) still keeps
 * the other tab's changes. Storage keeps its plain format: nothing but the list is written.
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

const SAVE_DELAY_MS = 100;
/** While storage is full, how soon to try again without waiting for the next change. */
export const FULL_RETRY_MS = 5_000;

/**
 * Call it once the store holds the stored list, with the raw value redux-persist loaded it from
 * (`storedAtLoad`): read in the same task, so no other tab wrote in between. Changes the store
 * holds beyond that list (made before this started) are this tab's, and are saved at once.
 */
export function startListSync<S, T>(store: Store<S>, spec: ListSyncSpec<S, T>, storedAtLoad: string | null): ListSync {
  const lockName = `langkah:${spec.key}`;
  let base: readonly T[] = spec.decode(storedAtLoad) ?? [];
  // The raw value `base` was read or written as: when storage still holds it, nobody else wrote.
  let baseRaw = storedAtLoad;
  let seen = spec.select(store.getState());
  let applying = false;
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let queued = false;
  let full = false;

  const tidied = (merged: readonly T[], mine: readonly T[], theirs: readonly T[]) =>
    spec.tidy && merged !== mine && merged !== theirs ? spec.tidy(merged) : merged;

  /** The read-merge-write; synchronous, so a held lock covers all of it. */
  function syncNow(): void {
    const mine = spec.select(store.getState());
    const raw = readItem(spec.key);
    const theirs = raw === baseRaw ? base : (spec.decode(raw) ?? []);
    const merged = tidied(mergeLists(base, mine, theirs, spec.rules), mine, theirs);
    const encoded = spec.encode(merged);
    // An absent key and an empty list mean the same; don't create the key for nothing. Nor write
    // back another tab's list as it was read (it may differ from `raw` only in key order).
    const unchangedInStorage = encoded === raw || (raw === null && merged.length === 0) || (merged === theirs && theirs !== base);
    const result = unchangedInStorage ? 'saved' : saveItem(spec.key, encoded);
    if (merged !== mine && encoded !== spec.encode(mine)) {
      applying = true;
      store.dispatch(spec.synced([...merged]));
      applying = false;
    }
    seen = spec.select(store.getState());
    if (result === 'saved') {
      base = seen;
      baseRaw = unchangedInStorage ? raw : encoded;
      full = false;
      return;
    }
    // Not saved: storage still holds `theirs`, and this tab's changes since then are pending.
    base = theirs;
    baseRaw = raw;
    if (result === 'full') {
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
    if (pending()) syncNow();
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
      return withStorageLock(lockName, syncNow);
    },
    stop() {
      unsubscribe();
      clearTimeout(saveTimer);
      clearTimeout(retryTimer);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
    },
  };
}

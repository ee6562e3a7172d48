import type { Store } from '@reduxjs/toolkit';
import { withStorageLock } from '../../lib/storageLock';
import { showToast } from '../../lib/toast';
import type { ListSyncSpec } from './listSyncSpec';
import { ReadMergeWrite, type SaveOutcome } from './readMergeWrite';

export type { ListSyncSpec } from './listSyncSpec';

/**
 * A list in localStorage that every tab of the shop changes: the cart, favourites, recently
 * viewed and the order history, each with a spec of its own. redux-persist loads it into the
 * store; this keeps it saved and the same in every tab, and never loses a change another tab
 * made meanwhile (docs/two-tabs.md):
 *
 * 1. Each tab remembers `base`, the list as storage held it when this tab last agreed with it.
 * 2. A save (100 ms after a change, at once when another tab wrote, on `visibilitychange` and on
 *    `pagehide`) takes the Web Lock of the key, then in one synchronous step reads what storage
 *    holds now, merges this tab's changes since `base` into it, writes the result with its
 *    provenance stamp, shows it in this tab and makes it the new `base` (readMergeWrite.ts).
 * 3. Another tab's write arrives as a `storage` event and is the same save: with nothing changed
 *    here the merge is simply the stored list.
 *
 * This file is the when: timers, the lock, the page's events, and a full storage.
 */
export interface ListSync {
  /** Saves now (through the lock); for tests and the bench. */
  flush(): Promise<void>;
  stop(): void;
}

const SAVE_DELAY_MS = 100;
/** How long a tab that read another tab's stamp before its list waits for the list. */
const SETTLE_MS = 50;
/** While storage is full, how soon to try again without waiting for the next change. */
export const FULL_RETRY_MS = 5_000;

/** One pending timeout at most. */
class Timer {
  private id: ReturnType<typeof setTimeout> | undefined;

  /** Runs `task` in `ms`, unless it is already pending. */
  start(ms: number, task: () => void): void {
    this.id ??= setTimeout(() => {
      this.id = undefined;
      task();
    }, ms);
  }

  cancel(): void {
    clearTimeout(this.id);
    this.id = undefined;
  }
}

class ListSyncEngine<S, T> {
  private readonly lockName: string;
  private readonly storage: ReadMergeWrite<S, T>;
  /** The list as the store last held it: a change is a new array. */
  private seen: readonly T[];
  /** True while this engine shows a merged list: that change needs no save. */
  private applying = false;
  /** A save is waiting for the lock: another request joins it. */
  private queued = false;
  /** Storage refused the last save as full: the warning was said for this episode. */
  private full = false;
  private readonly saveTimer = new Timer();
  private readonly retryTimer = new Timer();
  private readonly settleTimer = new Timer();

  constructor(
    private readonly store: Store<S>,
    private readonly spec: ListSyncSpec<S, T>,
    storedAtLoad: string | null,
  ) {
    this.lockName = `langkah:${spec.key}`;
    this.storage = new ReadMergeWrite(spec, storedAtLoad);
    this.seen = this.current();
  }

  private current = (): readonly T[] => this.spec.select(this.store.getState());

  private show = (items: readonly T[]): void => {
    this.applying = true;
    this.store.dispatch(this.spec.synced([...items]));
    this.applying = false;
  };

  /** Whether this tab holds changes storage does not have yet. */
  private pending = (): boolean => this.current() !== this.storage.base;

  /** The save itself, once the lock is held (or on `pagehide`, without it). */
  private syncNow(canWait = true): void {
    const outcome = this.storage.run({ current: this.current, show: this.show }, canWait);
    if (outcome === 'waiting') {
      this.settleTimer.cancel();
      this.settleTimer.start(SETTLE_MS, () => void this.request());
      return;
    }
    this.seen = this.current();
    this.afterSave(outcome);
  }

  /** A full storage is said once per episode, and retried without waiting for the next change. */
  private afterSave(outcome: Exclude<SaveOutcome, 'waiting'>): void {
    if (outcome === 'saved') {
      this.full = false;
      return;
    }
    if (outcome !== 'full') return;
    if (!this.full) showToast(this.spec.fullMessage, { variant: 'warning' });
    this.full = true;
    this.retryTimer.start(FULL_RETRY_MS, () => void this.request());
  }

  /** A save through the lock; requests made while one waits for it are the same save. */
  request = (): Promise<void> => {
    if (this.queued) return Promise.resolve();
    this.queued = true;
    return withStorageLock(this.lockName, () => {
      this.queued = false;
      this.syncNow();
    });
  };

  private onStoreChange = (): void => {
    const items = this.current();
    if (items === this.seen) return;
    this.seen = items;
    if (!this.applying) this.saveTimer.start(SAVE_DELAY_MS, () => void this.request());
  };

  private onStorage = (event: StorageEvent): void => {
    // `key === null`: the whole storage was cleared.
    if (event.key === this.spec.key || event.key === null) void this.request();
  };

  private onHidden = (): void => {
    if (document.visibilityState === 'hidden' && this.pending()) void this.request();
  };

  // The page is going away and may not live to get a lock: save at once (the merge still keeps
  // whatever another tab wrote).
  private onPageHide = (): void => {
    if (this.pending()) this.syncNow(false);
  };

  start(): ListSync {
    const unsubscribe = this.store.subscribe(this.onStoreChange);
    window.addEventListener('storage', this.onStorage);
    document.addEventListener('visibilitychange', this.onHidden);
    window.addEventListener('pagehide', this.onPageHide);
    // A repaired stored list is saved, and so is anything changed before this started.
    void this.request();
    return {
      flush: () => {
        this.saveTimer.cancel();
        this.queued = false;
        return withStorageLock(this.lockName, () => this.syncNow());
      },
      stop: () => {
        unsubscribe();
        this.saveTimer.cancel();
        this.retryTimer.cancel();
        this.settleTimer.cancel();
        window.removeEventListener('storage', this.onStorage);
        document.removeEventListener('visibilitychange', this.onHidden);
        window.removeEventListener('pagehide', this.onPageHide);
      },
    };
  }
}

/**
 * Call it once the store holds the stored list, with the raw value redux-persist loaded it from
 * (`storedAtLoad`): read in the same task, so no other tab wrote in between. Changes the store
 * holds beyond that list (made before this started) are this tab's, and are saved at once.
 */
export function startListSync<S, T>(store: Store<S>, spec: ListSyncSpec<S, T>, storedAtLoad: string | null): ListSync {
  return new ListSyncEngine(store, spec, storedAtLoad).start();
}

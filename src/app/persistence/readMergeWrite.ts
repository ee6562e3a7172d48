import { readItem } from '../../lib/browserStorage';
import { encodeRevision, newRevisionId, readRevision, revisionIds, revisionKey } from '../../lib/listRevision';
import { mergeLists } from '../../lib/mergeList';
import { saveItem, type SaveResult } from '../../lib/saveItem';
import type { HashedText } from '../../lib/textHash';
import { forkId, includes, KnownVersions } from './knownVersions';
import type { ListSyncSpec } from './listSyncSpec';

/** What storage held when this tab last agreed with it. */
interface Agreed<T> {
  items: readonly T[];
  /** The raw list and stamp it was read or written as: while storage holds both, nobody else wrote. */
  raw: string | null;
  stampRaw: string | null;
  /** The ids of the versions it includes, newest first: handed on in the next stamp. */
  seen: readonly string[];
}

/** Storage as one save reads it: the list and its stamp, in one task. */
interface Reading {
  raw: string | null;
  stampRaw: string | null;
}

/** The other side of a save's merge. */
interface Theirs<T> {
  /** The list storage holds. */
  items: readonly T[];
  /** The version to merge from: the newest one this tab knows that theirs includes. */
  from: readonly T[];
  /** The ids of the versions theirs includes, newest first ([] when it is unstamped). */
  seen: readonly string[];
}

interface Written {
  result: SaveResult;
  /** The stamp stored beside the list, and the ids it holds; null and [] when it did not fit. */
  stampRaw: string | null;
  seen: readonly string[];
}

/** A save's outcome; `waiting`: it read a stamp ahead of its list, wrote nothing and waits for the list. */
export type SaveOutcome = SaveResult | 'waiting';

/** How a save reaches the tab's store. */
export interface TabList<T> {
  /** The list this tab holds now. */
  current(): readonly T[];
  /** Shows a merged list in this tab. */
  show(items: readonly T[]): void;
}

/**
 * One tab's synchronous read-merge-write of a list (listSync.ts runs it under the Web Lock), in
 * named steps: read storage, find the version to merge from, merge, write with a stamp, agree.
 * It holds what the tab last agreed with storage on and the versions it knows, and nothing of
 * timers, events or the page.
 */
export class ReadMergeWrite<S, T> {
  private agreed: Agreed<T>;
  private readonly known = new KnownVersions<T>();
  private readonly revKey: string;
  /** A stamp read ahead of its list and waited on once (findTheirs). */
  private settlingStamp: string | null = null;

  /** `storedAtLoad`: the raw value the store was loaded from (startListSync). */
  constructor(
    private readonly spec: ListSyncSpec<S, T>,
    storedAtLoad: string | null,
  ) {
    this.revKey = revisionKey(spec.key);
    const items = spec.decode(storedAtLoad) ?? [];
    const stampRaw = readItem(this.revKey);
    const atLoad = readRevision(stampRaw, storedAtLoad);
    this.agreed = { items, raw: storedAtLoad, stampRaw, seen: atLoad?.matches ? atLoad.seen : [] };
    if (atLoad?.matches) this.known.remember(atLoad.seen[0]!, items);
  }

  /** The list as this tab last agreed with storage on it: anything else the tab holds is unsaved. */
  get base(): readonly T[] {
    return this.agreed.items;
  }

  /**
   * Synchronous, so a held lock covers all of it, and the list and its stamp are read in one
   * task (another tab's writes reach this one between tasks, in order). `canWait` is false on
   * `pagehide`: a closing page saves what it can at once.
   */
  run(tab: TabList<T>, canWait: boolean): SaveOutcome {
    const mine = tab.current();
    const reading = this.readStorage();
    const theirs = this.findTheirs(reading, canWait);
    if (theirs === 'waiting') return 'waiting';
    const merged = this.merge(theirs.from, mine, theirs.items);
    const encoded = this.spec.encode(merged);
    const text = encoded === null ? null : encoded.text;
    // An absent key and an empty list mean the same; don't create the key for nothing. Nor write
    // back another tab's list as it was read (it may differ from `raw` only in key order).
    const unchangedInStorage = text === reading.raw || (reading.raw === null && merged.length === 0) || (merged === theirs.items && theirs.items !== theirs.from);
    const written: Written = unchangedInStorage
      ? { result: 'saved', stampRaw: reading.stampRaw, seen: theirs.seen }
      : this.writeStamped(encoded, reading, theirs.seen);
    if (merged !== mine && text !== (this.spec.encode(mine)?.text ?? null)) tab.show(merged);
    const shown = tab.current();
    if (written.result !== 'saved') {
      // Not saved: storage still holds theirs, and this tab's changes since then are pending.
      this.agreed = { items: theirs.items, raw: reading.raw, stampRaw: reading.stampRaw, seen: theirs.seen };
      return written.result;
    }
    this.agreed = { items: shown, raw: unchangedInStorage ? reading.raw : text, stampRaw: written.stampRaw, seen: written.seen };
    if (!unchangedInStorage && written.stampRaw !== null) this.known.remember(written.seen[0]!, shown);
    return 'saved';
  }

  private readStorage(): Reading {
    return { raw: readItem(this.spec.key), stampRaw: readItem(this.revKey) };
  }

  /**
   * What storage holds, and the version to merge it from. Unchanged since this tab agreed with
   * it: `base` on both sides. Stamped: merged from the newest version this tab knows that theirs
   * includes. It is `base` unless theirs was merged into an older version, i.e. its writer read
   * storage from before this tab's last write: merging from the older version puts this tab's
   * write back. Unstamped, or its stamp no longer describing it (the existing site, an older
   * build): merged from `base`, as before stamps.
   */
  private findTheirs({ raw, stampRaw }: Reading, canWait: boolean): Theirs<T> | 'waiting' {
    const { agreed, known } = this;
    if (raw === agreed.raw && stampRaw === agreed.stampRaw) return { items: agreed.items, from: agreed.items, seen: agreed.seen };
    const stamp = readRevision(stampRaw, raw);
    // A stamp this tab does not know that does not describe the list: this tab reads between
    // another tab's stamp and its list (see writeStamped). The list's `storage` event follows;
    // wait for it, and merge nothing meanwhile (the list read now may be one that left this tab's
    // write out, with its own stamp already gone). Still the same after listSync's SETTLE_MS, or
    // a stamp this tab knows: the list was written without one, and the stamp is ignored.
    if (stamp && !stamp.matches && !known.has(stamp.seen[0]!) && stampRaw !== this.settlingStamp && canWait) {
      this.settlingStamp = stampRaw;
      return 'waiting';
    }
    const decoded = () => (raw === agreed.raw ? agreed.items : (this.spec.decode(raw) ?? []));
    if (!stamp?.matches) return { items: decoded(), from: agreed.items, seen: [] };
    const theirId = stamp.seen[0]!;
    const common = known.newestIncludedIn(stamp.seen);
    const from = common === undefined ? agreed.items : known.get(common)!;
    const items = known.get(theirId) ?? decoded();
    known.remember(theirId, items);
    // A fork: theirs left out the version `base` is. The other tab may be putting it back at the
    // same time, from its side (each can read the other's write as the one that left its own
    // out); both results then include both tips. Their merge is remembered under both ids, as a
    // version either result includes, so that merging the two results later starts from it
    // rather than from one tip, which would count the other tip's changes twice.
    const baseId = agreed.seen[0];
    if (common !== undefined && baseId !== undefined && !includes(stamp.seen, baseId)) {
      known.remember(forkId(baseId, theirId), this.merge(from, agreed.items, items));
    }
    return { items, from, seen: stamp.seen };
  }

  /** The three-way merge (mergeList.ts), put back in the list's order when both sides changed. */
  private merge(from: readonly T[], mine: readonly T[], theirs: readonly T[]): readonly T[] {
    const merged = mergeLists(from, mine, theirs, this.spec.rules);
    return this.spec.tidy && merged !== mine && merged !== theirs ? this.spec.tidy(merged) : merged;
  }

  /**
   * The stamp first, then the list. Another tab gets the two in that order, each between two of
   * its tasks, so it may read the new stamp beside the list it had (it then waits for the list:
   * findTheirs), never a new list beside the old stamp, which would claim the new list includes
   * the old version's changes when it may have left them out. Without room for the stamp the
   * list goes unstamped (merged as before stamps); a refused list puts the old stamp back. The
   * new version includes every version this tab knows and every one theirs includes.
   */
  private writeStamped(encoded: HashedText | null, reading: Reading, theirSeen: readonly string[]): Written {
    const ids = revisionIds(newRevisionId(), this.known.idsNewestFirst(), theirSeen);
    const text = encoded === null ? null : encoded.text;
    const stamp = encodeRevision(ids, text, encoded?.hash());
    const stamped = saveItem(this.revKey, stamp) === 'saved';
    if (!stamped) saveItem(this.revKey, null);
    const result = saveItem(this.spec.key, text, reading.raw);
    if (result !== 'saved') saveItem(this.revKey, reading.stampRaw);
    return { result, stampRaw: stamped ? stamp : null, seen: stamped ? ids : [] };
  }
}

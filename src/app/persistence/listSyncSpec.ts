import type { Action } from '@reduxjs/toolkit';
import type { MergeRules } from '../../lib/mergeList';
import type { HashedText } from '../../lib/textHash';

/**
 * What the save engine (listSync.ts) needs to know of one list it keeps saved and the same in
 * every tab: the cart (cartSync.ts), favourites, recently viewed and the order history
 * (savedListsSync.ts).
 */
export interface ListSyncSpec<S, T> {
  key: string;
  /** The stored list, repaired; null when nothing usable is stored. Never throws. */
  decode(raw: string | null): T[] | null;
  /**
   * The list's stored text, with its hash for the stamp (src/lib/textHash.ts: `hashedText`, or
   * an encoder that joins it from kept parts); null removes the key (a list absent when empty).
   */
  encode(items: readonly T[]): HashedText | null;
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

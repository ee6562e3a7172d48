import type { RootState } from '../../app/rootReducer';

type WithoutPersist<T> = T extends object ? Omit<T, '_persist'> : T;

/** The root state without redux-persist's `_persist` bookkeeping: what a log file holds. */
export type PlainState = { [K in keyof RootState]: WithoutPersist<RootState[K]> };

/**
 * Drops `_persist` from each slice. redux-persist adds it to the persisted slices; it is not
 * shop data, and a replayed state must not carry it (persistReducer would treat it as live).
 */
export function stripPersist<S>(state: S): S {
  if (!state || typeof state !== 'object') return state;
  const plain: Record<string, unknown> = {};
  for (const [key, slice] of Object.entries(state)) {
    if (slice && typeof slice === 'object' && '_persist' in slice) {
      const { _persist: _ignored, ...rest } = slice as Record<string, unknown>;
      plain[key] = rest;
    } else {
      plain[key] = slice;
    }
  }
  return plain as S;
}

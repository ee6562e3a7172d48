import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { stripPersist } from './plainState';

/** How many of the most recent actions a log keeps. */
export const ACTION_LOG_LIMIT = 1000;

export interface LogEntry {
  action: UnknownAction;
  /** When it was dispatched (ms since epoch); for people reading the log, not for replay. */
  at: number;
  /** The state right after the reducers ran. */
  stateAfter: unknown;
}

export interface ActionLogSnapshot {
  /** The state before the first kept entry. */
  baseline: unknown;
  entries: readonly LogEntry[];
  /** How many older actions fell out of the buffer (their effect is in `baseline`). */
  dropped: number;
}

export interface ActionRecorder {
  middleware: Middleware;
  getSnapshot(): ActionLogSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts a fresh log from the current state. */
  clear(): void;
}

/**
 * redux-persist's own actions are never recorded: they are bookkeeping, and replaying
 * `persist/PERSIST` throws. The listener middleware's add/remove actions carry functions.
 */
export const isRecordable = (type: string): boolean =>
  !type.startsWith('persist/') && !type.startsWith('listenerMiddleware/');

const sameData = (a: unknown, b: unknown) => JSON.stringify(stripPersist(a)) === JSON.stringify(stripPersist(b));

/**
 * Records every action from store creation, with the state at the start, in a bounded buffer.
 * Put it last in the middleware chain, so the state it reads after `next` is exactly what
 * the reducers made of this action (listeners' follow-up dispatches come after it).
 */
export function createActionRecorder({ limit = ACTION_LOG_LIMIT, now = Date.now } = {}): ActionRecorder {
  let snapshot: ActionLogSnapshot = { baseline: undefined, entries: [], dropped: 0 };
  let getState: () => unknown = () => undefined;
  const listeners = new Set<() => void>();

  const update = (next: ActionLogSnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };

  // A persist action that changes shop data (the rehydration of a stored cart) cannot be
  // replayed, so it becomes part of the baseline. It comes before anything else in practice;
  // if it ever came later, the log restarts there rather than replay to a different state.
  const absorbUnrecordable = (before: unknown) => {
    const state = getState();
    if (snapshot.entries.length === 0) {
      update({ ...snapshot, baseline: state });
    } else if (!sameData(before, state)) {
      update({ baseline: state, entries: [], dropped: snapshot.dropped + snapshot.entries.length });
    }
  };

  const middleware: Middleware = (api) => {
    getState = api.getState;
    snapshot = { ...snapshot, baseline: api.getState() };
    return (next) => (action) => {
      if (!isAction(action) || !isRecordable(action.type)) {
        const before = api.getState();
        const result = next(action);
        if (isAction(action)) absorbUnrecordable(before);
        return result;
      }
      const at = now();
      const result = next(action);
      const entry: LogEntry = { action: action as UnknownAction, at, stateAfter: api.getState() };
      const entries = [...snapshot.entries, entry];
      const overflow = Math.max(0, entries.length - limit);
      // The baseline moves forward to the state after the last dropped action.
      const baseline = overflow > 0 ? entries[overflow - 1]!.stateAfter : snapshot.baseline;
      update({ baseline, entries: entries.slice(overflow), dropped: snapshot.dropped + overflow });
      return result;
    };
  };

  return {
    middleware,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => update({ baseline: getState(), entries: [], dropped: 0 }),
  };
}

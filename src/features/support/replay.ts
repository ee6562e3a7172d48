import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import { lastCatalogRef, type CatalogRef } from './catalogRef';
import type { ParsedLog } from './parseLogFile';
import { parseLogFile } from './parseLogFile';
import type { PlainState } from './plainState';
import { fail, ok, type Result } from './result';
import { cartLine, describeIssue, isCheckedSlice, sliceSchemas } from './stateSchema';

export interface Replay {
  /** The state before the first action, with the shop's defaults filled in. */
  initial: PlainState;
  /** The state after each action, in order. */
  states: PlainState[];
  final: PlainState;
}

/**
 * The shop's root reducer, handed in by the app (the store carries it, the CLI imports it): the
 * support feature never imports the app layer.
 */
export type ShopReducer = Reducer<Record<string, unknown>, UnknownAction, Record<string, unknown>>;

// Not a shop action: lets each slice fill in its defaults for a state the file left out.
const start: UnknownAction = { type: '@@langkah/replayStarted' };

/** The root reducer's keys: the slices a logged state may have. */
export const rootKeys = (reducer: ShopReducer): string[] => Object.keys(reducer(undefined, start));

function invalidSlice(previous: Record<string, unknown>, next: Record<string, unknown>): string | null {
  for (const [key, slice] of Object.entries(next)) {
    if (slice === previous[key] || !isCheckedSlice(key)) continue;
    const result = v.safeParse(sliceSchemas[key], slice);
    if (!result.success) return describeIssue(result.issues[0], key);
  }
  return null;
}

/**
 * The cart lines an action hands the cart: the lists (a shared cart, storage, an undo, a past
 * order), a custom order, a product added with the defaults its reducer gives.
 */
const lineLists = new Set(['cart/sharedCartMerged', 'cart/sharedCartReplaced', 'cart/pastOrderRepeated', 'cart/syncedFromStorage', 'cart/clearUndone', 'cart/removalUndone']);

function offeredLines({ type, payload }: UnknownAction): unknown[] {
  if (lineLists.has(type) && Array.isArray(payload)) return payload.map((item: unknown) => (type === 'cart/removalUndone' && item && typeof item === 'object' ? (item as { line?: unknown }).line : item));
  if (type === 'cart/customItemAdded') return [payload];
  if (type === 'cart/itemAdded' && payload && typeof payload === 'object') return [{ selectedColor: '', selectedSize: '', colorOptions: [], ...payload, quantity: 1 }];
  return [];
}

/**
 * Replays a parsed log through the shop's real root reducer, one action per step (the generator
 * yields after each), so a caller can pause between them. Pure: no store, no listeners, no
 * storage, so it runs the same in the browser and in Node. An action that makes a reducer throw,
 * or that brings or leaves data the shop could never hold, stops the replay with its number.
 */
function* replaySteps(log: ParsedLog, reducer: ShopReducer): Generator<void, Result<Replay>> {
  const initial = reducer(log.preloadedState, start);
  const states: Record<string, unknown>[] = [];
  let state = initial;
  for (const [index, action] of log.actions.entries()) {
    const where = `aksi #${index + 1} ("${action.type}")`;
    // The cart leaves such lines out; a log holding one was not recorded by the shop, so say so.
    const broken = offeredLines(action).map((line) => v.safeParse(cartLine, line)).find((result) => !result.success);
    if (broken) return fail(`${where} membawa baris keranjang yang tidak utuh, yang tidak pernah dicatat toko: ${describeIssue(broken.issues![0]!, 'baris')}`);
    let next: Record<string, unknown>;
    try {
      next = reducer(state, action);
    } catch (error) {
      return fail(`${where} ditolak reducer: ${(error as Error).message}`);
    }
    const problem = invalidSlice(state, next);
    if (problem) return fail(`${where} menghasilkan data yang tidak valid: ${problem}`);
    states.push(next);
    state = next;
    yield;
  }
  return ok({ initial, states, final: state } as unknown as Replay);
}

/** The whole replay at once: the CLI's and the tests'. */
export function replayLog(log: ParsedLog, reducer: ShopReducer): Result<Replay> {
  const steps = replaySteps(log, reducer);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Actions between two pauses. An action with a 100-line cart takes well under a millisecond to
 * reduce and check (on this machine, 4× slowed), so a slice stays far below a 50 ms long task; by
 * count, not time, so the same log pauses at the same places on every machine.
 */
export const REPLAY_SLICE = 25;

/** The same replay with a pause for the page every REPLAY_SLICE actions: the support console's. */
export async function replayLogInSlices(log: ParsedLog, reducer: ShopReducer, pause: () => Promise<void>): Promise<Result<Replay>> {
  const steps = replaySteps(log, reducer);
  for (let done = 1; ; done += 1) {
    const step = steps.next();
    if (step.done) return step.value;
    if (done % REPLAY_SLICE === 0) await pause();
  }
}

export interface ReplayedFile extends Replay {
  log: ParsedLog;
  /** The catalogue the log names by version, and whether the shop's current one (`currentVersion`) is it. */
  catalog: { ref?: CatalogRef; same: boolean };
}

/**
 * Parses a log file's text and replays it: the one call the console and the CLI make. The log
 * carries the catalogue's manifest as the page had it (never the products), so the replay needs
 * nothing else; `currentVersion`, the shop's catalogue version now, says whether it still matches.
 */
export function replayLogFile(
  text: string,
  reducer: ShopReducer,
  { currentVersion }: { currentVersion?: string } = {},
): Result<ReplayedFile> {
  const parsed = parseLogFile(text, rootKeys(reducer));
  if (!parsed.ok) return parsed;
  const log = parsed.value;
  const replayed = replayLog(log, reducer);
  return replayed.ok ? ok(withCatalog(replayed.value, log, currentVersion)) : replayed;
}

/** The replay with its log and the catalogue the log names, compared with the shop's version now. */
function withCatalog(replayed: Replay, log: ParsedLog, currentVersion: string | undefined): ReplayedFile {
  const ref = lastCatalogRef(log.preloadedState, log.actions);
  return { ...replayed, log, catalog: { ref, same: !!ref && ref.version === currentVersion } };
}

/**
 * The same for the support console: the file is read and the log replayed with a pause for the
 * page (`pause`) every REPLAY_SLICE actions, and the shop's catalogue version asked for only when
 * the log names one.
 */
export async function replayLogFileInSlices(
  text: string,
  reducer: ShopReducer,
  { currentVersion, pause }: { currentVersion: () => Promise<string | undefined>; pause: () => Promise<void> },
): Promise<Result<ReplayedFile>> {
  const parsed = parseLogFile(text, rootKeys(reducer));
  if (!parsed.ok) return parsed;
  const log = parsed.value;
  await pause();
  const replayed = await replayLogInSlices(log, reducer, pause);
  if (!replayed.ok) return replayed;
  const version = lastCatalogRef(log.preloadedState, log.actions) ? await currentVersion() : undefined;
  return ok(withCatalog(replayed.value, log, version));
}

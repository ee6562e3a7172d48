import type { UnknownAction } from '@reduxjs/toolkit';
import * as v from 'valibot';
import { ACTION_LOG_LIMIT, isRecordable } from './actionRecorder';
import { LOG_FILE_MAX_CHARS, logTooLarge, wholeNumber } from './logLimits';
import { isKnownActionType } from './knownActionTypes';
import { fail, ok, type Result } from './result';
import { describeIssue, isCheckedSlice, sliceSchemas } from './stateSchema';

export interface ParsedLog {
  actions: UnknownAction[];
  /** The state before the first action; missing slices start from the shop's defaults. */
  preloadedState: Record<string, unknown>;
  droppedActions: number;
}

const fileSchema = v.looseObject({
  payload: v.string(),
  preloadedState: v.optional(v.string()),
  droppedActions: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
});

const actionSchema = v.looseObject({ type: v.pipe(v.string(), v.nonEmpty()) });

function parseJson(text: string, what: string): Result<unknown> {
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (error) {
    return fail(`${what} bukan JSON yang valid (${(error as Error).message})`);
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseActions(value: unknown, rootKeys: readonly string[]): Result<UnknownAction[]> {
  if (!Array.isArray(value)) return fail('payload harus berupa daftar (array) aksi');
  // The shop records at most this many (actionRecorder.ts); more was not exported by it.
  if (value.length > ACTION_LOG_LIMIT) return fail(`berisi ${wholeNumber(value.length)} aksi; log dari toko paling banyak ${wholeNumber(ACTION_LOG_LIMIT)} aksi`);
  for (const [index, action] of value.entries()) {
    const where = `aksi #${index + 1}`;
    const result = v.safeParse(actionSchema, action);
    if (!result.success) return fail(`${where}: harus objek dengan "type" berupa teks`);
    const { type } = result.output;
    if (!isRecordable(type)) return fail(`${where} ("${type}"): aksi internal, tidak bisa diputar ulang; ekspor log dari konsol dukungan`);
    if (!isKnownActionType(type, rootKeys)) return fail(`${where} ("${type}"): jenis aksi tidak dikenal`);
  }
  return ok(value as UnknownAction[]);
}

function parseState(value: unknown, rootKeys: readonly string[]): Result<Record<string, unknown>> {
  if (!isPlainObject(value)) return fail('preloadedState harus berupa objek');
  for (const [key, slice] of Object.entries(value)) {
    if (!rootKeys.includes(key)) return fail(`preloadedState.${key}: bagian keadaan tidak dikenal`);
    if (!isCheckedSlice(key)) continue;
    const result = v.safeParse(sliceSchemas[key], slice);
    if (!result.success) return fail(describeIssue(result.issues[0], `preloadedState.${key}`));
  }
  return ok(value);
}

/**
 * Reads a log file in Redux DevTools' import format. `rootKeys` are the root reducer's keys
 * (the slices a state may have). Never throws: bad input gives one line saying where.
 */
export function parseLogFile(text: string, rootKeys: readonly string[]): Result<ParsedLog> {
  if (text.length > LOG_FILE_MAX_CHARS) return fail(logTooLarge(text.length));
  const json = parseJson(text, 'berkas');
  if (!json.ok) return json;
  const expected = 'diharapkan { "payload": "…", "preloadedState": "…" }';
  if (!isPlainObject(json.value)) return fail(`bentuk berkas salah: berkas harus berupa objek; ${expected}`);
  const file = v.safeParse(fileSchema, json.value);
  if (!file.success) return fail(`bentuk berkas salah: ${describeIssue(file.issues[0], 'berkas')}; ${expected}`);
  const payload = parseJson(file.output.payload, 'payload');
  if (!payload.ok) return payload;
  const actions = parseActions(payload.value, rootKeys);
  if (!actions.ok) return actions;
  const stateJson = file.output.preloadedState === undefined ? ok({}) : parseJson(file.output.preloadedState, 'preloadedState');
  if (!stateJson.ok) return stateJson;
  const preloadedState = parseState(stateJson.value, rootKeys);
  if (!preloadedState.ok) return preloadedState;
  return ok({ actions: actions.value, preloadedState: preloadedState.value, droppedActions: file.output.droppedActions });
}

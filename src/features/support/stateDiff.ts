/** One difference between two states: where (`cart.items[0].quantity`) and the values on each side. */
export interface StateChange {
  path: string;
  /** `undefined` when the place did not exist before (a line added). */
  before: unknown;
  /** `undefined` when the place is gone after (a line removed). */
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The leaves that differ between two JSON-like states, in document order. Objects and arrays
 * present on both sides are compared inside (arrays by position, as the shop's lists are
 * ordered); anything else that differs is one change with its whole value. Reducers share
 * untouched parts, so an unchanged slice costs one identity check.
 */
export function diffStates(before: unknown, after: unknown, path = ''): StateChange[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: StateChange[] = [];
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
      changes.push(...diffStates(before[index], after[index], `${path}[${index}]`));
    }
    return changes;
  }
  if (isRecord(before) && isRecord(after)) {
    const keys = [...Object.keys(before), ...Object.keys(after).filter((key) => !(key in before))];
    return keys.flatMap((key) => diffStates(before[key], after[key], join(path, key)));
  }
  return [{ path: path || '(keadaan)', before, after }];
}

// Long enough for a whole cart line (an added line reads best in one piece), short for a catalogue.
const MAX_VALUE_LENGTH = 240;

/** A value for one line of a terminal: JSON, shortened past 240 characters; a missing one says so. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '(tidak ada)';
  const json = JSON.stringify(value) ?? String(value);
  if (json.length <= MAX_VALUE_LENGTH) return json;
  const summary = Array.isArray(value) ? `[${value.length} elemen]` : '{…}';
  return `${json.slice(0, MAX_VALUE_LENGTH - 40)}… ${summary}`;
}

export const formatChange = ({ path, before, after }: StateChange): string =>
  `${path}: ${formatValue(before)} → ${formatValue(after)}`;

import { replayLogFile } from '../features/support/replay';
import { shopReducer } from './rootReducer';

/** A state as JSON holds it: what an emitted test's expectations were written from. */
const asJson = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

export interface ReplayedForTest {
  /** The action at a 1-based position and the cart lines right after it. */
  step(number: number): { type: string | undefined; cart: unknown };
  final: unknown;
  /** The final state's slices with these names: a slice the shop gained after the test was made is not its business. */
  finalSlices(names: readonly string[]): Record<string, unknown>;
}

/**
 * What a test emitted by `npm run replay -- --emit-test` calls: the same parse and replay as
 * the CLI and the console, with the states as plain JSON. A log that no longer replays (an
 * action type renamed, a reducer that now throws) fails the test with the replay's own line.
 */
export function replayForTest(logText: string): ReplayedForTest {
  const result = replayLogFile(logText, shopReducer);
  if (!result.ok) throw new Error(`log tidak bisa diputar ulang: ${result.error}`);
  const { states, final, log } = result.value;
  return {
    step: (number) => ({ type: log.actions[number - 1]?.type, cart: asJson(states[number - 1]?.cart.items) }),
    final: asJson(final),
    finalSlices: (names) => Object.fromEntries(names.map((name) => [name, asJson((final as unknown as Record<string, unknown>)[name])])),
  };
}

import type { Replay } from './replay';
import type { ParsedLog } from './parseLogFile';
import { diffStates, formatChange } from './stateDiff';

/** Past this many changes in one action (a catalogue arriving), the rest is counted, not listed. */
export const CHANGES_SHOWN_PER_ACTION = 20;

/**
 * `npm run replay -- --diff`: each action with what it changed in the state, which is what QA
 * reads first. An action that changed nothing says so (a toggle undone, a line not found).
 */
export function formatReplayDiff(replay: Replay, log: Pick<ParsedLog, 'actions'>): string {
  const blocks = log.actions.map((action, index) => {
    const before = index === 0 ? replay.initial : replay.states[index - 1];
    const changes = diffStates(before, replay.states[index]);
    const shown = changes.slice(0, CHANGES_SHOWN_PER_ACTION).map((change) => `  ${formatChange(change)}`);
    if (changes.length === 0) shown.push('  (tidak ada perubahan)');
    if (changes.length > shown.length) shown.push(`  … dan ${changes.length - shown.length} perubahan lain`);
    return [`#${index + 1} ${action.type}`, ...shown].join('\n');
  });
  return blocks.length === 0 ? 'Log ini tidak berisi aksi.' : blocks.join('\n');
}

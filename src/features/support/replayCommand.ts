import { stripPersist } from './plainState';
import { describeState } from './describeState';
import { replayLogFile } from './replay';

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export const replayUsage = 'Pemakaian: npm run replay -- [--json] <berkas-log.json>';

const failure = (message: string, exitCode = 1): CommandResult => ({ exitCode, stdout: '', stderr: `replay: ${message}\n` });

/**
 * `npm run replay`: replays a log file with the shop's real reducers and prints the final
 * state. Kept apart from the script so tests can run it without a process; `readFile`
 * may throw (a missing file), which becomes one line, never a stack trace.
 */
export function runReplayCommand(args: readonly string[], readFile: (path: string) => string): CommandResult {
  if (args.includes('--help') || args.includes('-h')) return { exitCode: 0, stdout: `${replayUsage}\n`, stderr: '' };
  const unknownFlag = args.find((arg) => arg.startsWith('-') && arg !== '--json');
  if (unknownFlag) return failure(`opsi tidak dikenal ${unknownFlag}. ${replayUsage}`, 2);
  const files = args.filter((arg) => !arg.startsWith('-'));
  if (files.length !== 1) return failure(`beri tepat satu berkas log. ${replayUsage}`, 2);
  const file = files[0]!;

  let text: string;
  try {
    text = readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return failure(`${file}: tidak bisa dibaca${code ? ` (${code})` : ''}`);
  }
  const replayed = replayLogFile(text);
  if (!replayed.ok) return failure(`${file}: ${replayed.error}`);

  const { final, log } = replayed.value;
  if (args.includes('--json')) return { exitCode: 0, stdout: `${JSON.stringify(stripPersist(final), null, 2)}\n`, stderr: '' };
  const dropped = log.droppedActions > 0 ? `; ${log.droppedActions} aksi lama dibuang sebelum log ini` : '';
  const header = `${file}: ${log.actions.length} aksi diputar ulang${dropped}.`;
  return { exitCode: 0, stdout: `${header}\n\n${describeState(final)}\n`, stderr: '' };
}

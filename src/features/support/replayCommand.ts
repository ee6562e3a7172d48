import path from 'node:path';
import { stripPersist } from './plainState';
import { describeState } from './describeState';
import { emitReplayTest, isCartAction, testName } from './emitTest';
import type { ParsedLog } from './parseLogFile';
import { replayLogFile, type Replay, type ShopReducer } from './replay';
import { parseReplayArgs, replayUsage, type ReplayArgs } from './replayArgs';
import { formatReplayDiff } from './replayDiff';

export { replayUsage };

export interface CommandResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

/** What the command may touch besides reading the log: writing files (--emit-test) and where the repository is. */
export interface CommandIo {
  /** The shop's root reducer (scripts/replay.ts hands in the app's). */
  reducer: ShopReducer;
  writeFile?: (filePath: string, text: string) => void;
  /** The repository's root (default: the current directory, which `npm run` sets to it). */
  repoRoot?: string;
  now?: () => Date;
}

const failure = (message: string, exitCode = 1): CommandResult => ({ exitCode, stdout: '', stderr: `replay: ${message}\n` });
const success = (stdout: string): CommandResult => ({ exitCode: 0, stdout, stderr: '' });

/**
 * `npm run replay`: replays a log file with the shop's real reducers and prints the final
 * state, the changes of each action (--diff) or writes a jest test of it (--emit-test). Kept
 * apart from the script so tests can run it without a process; `readFile` and `writeFile`
 * may throw, which becomes one line, never a stack trace.
 */
export function runReplayCommand(args: readonly string[], readFile: (path: string) => string, io: CommandIo): CommandResult {
  if (args.includes('--help') || args.includes('-h')) return success(`${replayUsage}\n`);
  const parsed = parseReplayArgs(args);
  if (!parsed.ok) return failure(parsed.error, 2);
  const { file, mode } = parsed.value;

  let text: string;
  try {
    text = readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return failure(`${file}: tidak bisa dibaca${code ? ` (${code})` : ''}`);
  }
  const replayed = replayLogFile(text, io.reducer);
  if (!replayed.ok) return failure(`${file}: ${replayed.error}`);

  const { final, log } = replayed.value;
  if (mode === 'json') return success(`${JSON.stringify(stripPersist(final), null, 2)}\n`);
  if (mode === 'diff') return success(`${formatReplayDiff(replayed.value, log)}\n`);
  if (mode === 'emit-test') return emit(parsed.value, text, replayed.value, io);
  const dropped = log.droppedActions > 0 ? `; ${log.droppedActions} aksi lama dibuang sebelum log ini` : '';
  const header = `${file}: ${log.actions.length} aksi diputar ulang${dropped}.`;
  const { ref } = replayed.value.catalog;
  const catalog = ref ? `\nKatalog: versi ${ref.version} (${ref.products} produk, ${ref.categories} kategori).` : '';
  return success(`${header}${catalog}\n\n${describeState(final)}\n`);
}

function emit(args: ReplayArgs, logText: string, replayed: Replay & { log: ParsedLog }, io: CommandIo): CommandResult {
  const { writeFile, repoRoot = process.cwd(), now = () => new Date() } = io;
  if (!writeFile) return failure('--emit-test tidak bisa menulis berkas di sini');
  const outDir = path.resolve(repoRoot, args.outDir ?? '__tests__/replays');
  const name = testName(args.name ?? path.basename(args.file));
  const emitted = emitReplayTest(replayed, replayed.log, {
    name,
    source: path.basename(args.file),
    outDir,
    replayForTestDir: path.join(repoRoot, 'src/app'),
    emittedAt: now(),
  });
  const testPath = path.join(outDir, emitted.testFile);
  try {
    writeFile(path.join(outDir, emitted.logFile), logText);
    writeFile(testPath, emitted.testSource);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return failure(`${outDir}: tidak bisa menulis${code ? ` (${code})` : ''}`);
  }
  const relative = path.relative(repoRoot, testPath);
  const shown = relative.startsWith('..') ? testPath : relative;
  const cartChecks = replayed.log.actions.filter((action) => isCartAction(action.type)).length;
  return success(
    `Tes ditulis: ${shown} (${cartChecks} cek keranjang dan keadaan akhir), log di sebelahnya: ${emitted.logFile}.\n` +
      `Jalankan: npx jest ${shown}\n`,
  );
}

import { fail, ok, type Result } from './result';

export type ReplayMode = 'describe' | 'json' | 'diff' | 'emit-test';

export interface ReplayArgs {
  mode: ReplayMode;
  file: string;
  /** --emit-test only: the test's name (default: the log file's) and folder. */
  name?: string;
  outDir?: string;
}

export const replayUsage =
  'Pemakaian: npm run replay -- [--json | --diff | --emit-test [--name <nama>] [--out <folder>]] <berkas-log.json>';

const modeFlags: Record<string, ReplayMode> = { '--json': 'json', '--diff': 'diff', '--emit-test': 'emit-test' };
const valueFlags = new Set(['--name', '--out']);

/** Reads the command line; a wrong one gives one line saying what is wrong. */
export function parseReplayArgs(args: readonly string[]): Result<ReplayArgs> {
  const modes = new Set<ReplayMode>();
  const values: Record<string, string> = {};
  const files: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg in modeFlags) modes.add(modeFlags[arg]!);
    else if (valueFlags.has(arg)) {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('-')) return fail(`${arg} perlu nilai. ${replayUsage}`);
      values[arg] = value;
      index += 1;
    } else if (arg.startsWith('-')) return fail(`opsi tidak dikenal ${arg}. ${replayUsage}`);
    else files.push(arg);
  }
  if (modes.size > 1) return fail(`pilih satu dari --json, --diff dan --emit-test. ${replayUsage}`);
  const mode = [...modes][0] ?? 'describe';
  if (mode !== 'emit-test' && Object.keys(values).length > 0) {
    return fail(`${Object.keys(values)[0]} hanya untuk --emit-test. ${replayUsage}`);
  }
  if (files.length !== 1) return fail(`beri tepat satu berkas log. ${replayUsage}`);
  return ok({ mode, file: files[0]!, name: values['--name'], outDir: values['--out'] });
}

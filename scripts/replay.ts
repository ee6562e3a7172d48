/**
 * Replays a Langkah action log in Node with the shop's real reducers:
 *   npm run replay -- <file>               readable final cart, theme and ui
 *   npm run replay -- --json <file>        the final state as JSON
 *   npm run replay -- --diff <file>        what each action changed (paths and values)
 *   npm run replay -- --emit-test <file> [--name <name>] [--out <folder>]
 *                                          a jest test of it in __tests__/replays/
 * Exits 1 (2 for bad arguments) with one line on stderr when the file is unusable.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shopReducer } from '../src/app/rootReducer';
import { runReplayCommand } from '../src/features/support/replayCommand';

const writeFile = (filePath: string, text: string) => {
  mkdirSync(path.dirname(filePath), { recursive: true });
  writeFileSync(filePath, text);
};

try {
  const result = runReplayCommand(process.argv.slice(2), (file) => readFileSync(file, 'utf8'), {
    reducer: shopReducer,
    writeFile,
    repoRoot: path.resolve(__dirname, '..'),
  });
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
} catch (error) {
  // Anything unforeseen still ends as one line, not a stack trace.
  process.stderr.write(`replay: kesalahan tak terduga: ${(error as Error).message}\n`);
  process.exitCode = 1;
}

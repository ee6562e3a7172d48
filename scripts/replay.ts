/**
 * Replays a Langkah action log in Node with the shop's real reducers:
 *   npm run replay -- <file>          readable final cart, theme and ui
 *   npm run replay -- --json <file>   the final state as JSON
 * Exits 1 (2 for bad arguments) with one line on stderr when the file is unusable.
 */
import { readFileSync } from 'node:fs';
import { runReplayCommand } from '../src/features/support/replayCommand';

try {
  const result = runReplayCommand(process.argv.slice(2), (path) => readFileSync(path, 'utf8'));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
} catch (error) {
  // Anything unforeseen still ends as one line, not a stack trace.
  process.stderr.write(`replay: kesalahan tak terduga: ${(error as Error).message}\n`);
  process.exitCode = 1;
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { onCleanup, progress } from './lifecycle';

export interface SearchFigures {
  /** Median time per query, when the search benchmark's output states one. */
  medianMs: number | null;
  note: string;
}

const TIME_LIMIT_MS = 180_000;

/**
 * The catalogue's search benchmark (scripts/bench/search.ts, `npm run bench:search`) is
 * written by the catalogue's owner; this runs it when it exists and reads its median.
 */
export async function runSearchBench(root: string): Promise<SearchFigures | null> {
  if (!fs.existsSync(path.join(root, 'scripts/bench/search.ts'))) return null;
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const [command, args] = pkg.scripts?.['bench:search']
    ? ['npm', ['run', '--silent', 'bench:search']]
    : ['npx', ['tsx', 'scripts/bench/search.ts']];
  progress(`search benchmark: ${command} ${args.join(' ')}`);
  const output = await runBounded(command, args, root);
  const medianMs = readMedianMs(output.text);
  if (output.code !== 0) return { medianMs, note: `exited with ${output.code ?? output.signal}` };
  return { medianMs, note: medianMs === null ? 'no median in its output (see above)' : '' };
}

function runBounded(command: string, args: string[], cwd: string) {
  return new Promise<{ code: number | null; signal: string | null; text: string }>((resolve, reject) => {
    // Its own process group, so a timeout or Ctrl-C can stop it and anything it started.
    const child = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const kill = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* already gone */
      }
    };
    const forget = onCleanup(kill);
    const timer = setTimeout(kill, TIME_LIMIT_MS);
    let text = '';
    const collect = (chunk: Buffer) => {
      text += chunk.toString();
      process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      forget();
      resolve({ code, signal, text });
    });
  });
}

/** Understands a JSON line with a `median…` field in ms, or a line like "median 0.42 ms". */
export function readMedianMs(text: string): number | null {
  for (const line of text.split('\n').reverse()) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('{')) continue;
    try {
      const record = JSON.parse(trimmed) as Record<string, unknown>;
      const key = Object.keys(record).find((k) => /median/i.test(k) && typeof record[k] === 'number');
      if (key) return record[key] as number;
    } catch {
      /* not JSON after all */
    }
  }
  const match = /median[^\d\n]{0,40}?(\d+(?:\.\d+)?)\s*(ms|µs|us)\b/i.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] === 'ms' ? value : value / 1000;
}

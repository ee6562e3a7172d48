/**
 * Everything the benchmark starts (servers, Chromium, temp dirs) registers how to stop it here,
 * so a normal end, an error, Ctrl-C or the overall deadline all leave no process behind.
 */
type Cleanup = () => void | Promise<void>;

const cleanups = new Set<Cleanup>();

/** Registers a cleanup; call the returned function once the resource is released normally. */
export function onCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function runCleanups(): Promise<void> {
  const pending = [...cleanups].reverse();
  cleanups.clear();
  for (const cleanup of pending) {
    try {
      await withTimeout(Promise.resolve(cleanup()), 5_000, 'cleanup');
    } catch (error) {
      console.error(`[bench] cleanup failed: ${(error as Error).message}`);
    }
  }
}

/** Stops the whole run after `seconds`, and on Ctrl-C or kill, after cleaning up. */
export function installExitGuards(seconds: number): void {
  const stop = (code: number, why: string) => {
    console.error(`[bench] ${why}: cleaning up and stopping`);
    void runCleanups().finally(() => process.exit(code));
  };
  setTimeout(() => stop(124, `deadline of ${seconds}s reached`), seconds * 1000).unref();
  process.once('SIGINT', () => stop(130, 'interrupted'));
  process.once('SIGTERM', () => stop(143, 'terminated'));
  process.once('SIGHUP', () => stop(129, 'hung up'));
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms / 1000}s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const started = Date.now();
export const progress = (message: string) =>
  console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${message}`);

/**
 * Repeated wrong passcodes slow down: after the second failure in a row each try waits
 * twice as long as the last (1 s, 2 s, 4 s … up to a minute). Kept in sessionStorage so a
 * reload does not reset it; storage that refuses us just means no memory of failures.
 */
const key = 'langkah:loginFailures';
const maxWaitMs = 60_000;

interface Failures {
  count: number;
  /** When the next try is allowed (ms since epoch). */
  retryAt: number;
}

export const waitAfterFailures = (count: number): number => (count <= 1 ? 0 : Math.min(maxWaitMs, 1000 * 2 ** (count - 2)));

function read(): Failures {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<Failures> | null;
    const count = Number(parsed?.count);
    const retryAt = Number(parsed?.retryAt);
    return Number.isFinite(count) && Number.isFinite(retryAt) ? { count, retryAt } : { count: 0, retryAt: 0 };
  } catch {
    return { count: 0, retryAt: 0 };
  }
}

function write(failures: Failures | null): void {
  try {
    if (failures) sessionStorage.setItem(key, JSON.stringify(failures));
    else sessionStorage.removeItem(key);
  } catch {
    // No storage: the throttle lasts only as long as this page's memory of it, which is fine for a convenience gate.
  }
}

/** How long until the next try is allowed (0 = now). */
export const msUntilRetry = (now = Date.now()): number => Math.max(0, read().retryAt - now);

/** Notes a wrong passcode; returns how long the next try must wait. */
export function recordFailure(now = Date.now()): number {
  const count = read().count + 1;
  const wait = waitAfterFailures(count);
  write({ count, retryAt: now + wait });
  return wait;
}

export const clearFailures = (): void => write(null);

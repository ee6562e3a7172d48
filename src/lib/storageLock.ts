/**
 * Runs `critical` while holding the Web Lock `name`, which every tab of this origin shares, so
 * no other tab runs its own critical section for that name meanwhile. `critical` must be
 * synchronous: it is a read-merge-write of localStorage that must not interleave with another
 * tab's. Where Web Locks are missing (old browsers, jsdom) it runs at once: one tab's
 * synchronous section cannot interleave with itself, and the merge still keeps both sides'
 * changes when two tabs do race.
 */
/**
 * How long the lock stays held after `critical` ran. Chromium hands a localStorage write to the
 * other tabs' processes asynchronously, so a tab that took the lock the instant this one let go
 * could still read the value from before this write and merge into it. The provenance stamps
 * (src/app/persistence/readMergeWrite.ts) find and repair such a write, but the hold stays as a
 * second layer: it makes those stale reads rare (a few a run instead of 5 to 20 per tab in
 * e2e/two-tabs.spec.ts), and without it the e2e test still failed 1 of 10 runs on a heavily
 * loaded machine (docs/two-tabs.md). A save is never waited on by the page, only by the next
 * tab's save.
 */
export const LOCK_HOLD_MS = 100;

export function withStorageLock(name: string, critical: () => void): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) {
    critical();
    return Promise.resolve();
  }
  let ran = false;
  const run = () => {
    ran = true;
    critical();
    return new Promise<void>((resolve) => setTimeout(resolve, LOCK_HOLD_MS));
  };
  return locks.request(name, run).then(
    () => undefined,
    () => {
      // A refused lock (a sandboxed frame, a page being torn down): better unlocked than unsaved.
      if (!ran) critical();
    },
  );
}

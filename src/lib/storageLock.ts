/**
 * Runs `critical` while holding the Web Lock `name`, which every tab of this origin shares, so
 * no other tab runs its own critical section for that name meanwhile. `critical` must be
 * synchronous: it is a read-merge-write of localStorage that must not interleave with another
 * tab's. Where Web Locks are missing (old browsers, jsdom) it runs at once: one tab's
 * synchronous section cannot interleave with itself, and the merge still keeps both sides'
 * changes when two tabs do race.
 *
 * The lock orders the tabs' read-merge-writes, not what each one reads: a tab that takes it the
 * instant another let go can still read the value from before that tab's write (Chromium hands
 * a write to other tabs' processes asynchronously). listSync.ts's provenance stamps repair that;
 * holding the lock 100 ms after each write (until 25 November) only made it rarer.
 */
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
  };
  return locks.request(name, run).then(
    () => undefined,
    () => {
      // A refused lock (a sandboxed frame, a page being torn down): better unlocked than unsaved.
      if (!ran) critical();
    },
  );
}

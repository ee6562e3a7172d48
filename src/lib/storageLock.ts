/**
 * Runs `critical` while holding the Web Lock `name`, which every tab of this origin shares, so
 * no other tab runs its own critical section for that name meanwhile. `critical` must be
 * synchronous: it is a read-merge-write of localStorage that must not interleave with another
 * tab's. Where Web Locks are missing (old browsers, jsdom) it runs at once: one tab's
 * synchronous section cannot interleave with itself, and the merge still keeps both sides'
 * changes when two tabs do race.
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
  return locks.request(name, run).catch(() => {
    // A refused lock (a sandboxed frame, a page being torn down): better unlocked than unsaved.
    if (!ran) critical();
  });
}

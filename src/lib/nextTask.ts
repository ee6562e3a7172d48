type Yielding = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a new task, so the browser can handle a tap or paint before the caller goes on.
 * Work split by it never adds up to one long task (Lighthouse's Total Blocking Time counts every
 * task's time over 50 ms).
 *
 * Not setTimeout(0): browsers clamp a chain of nested timers to 4 ms each, so work yielding
 * every slice spent as long idle as working. `scheduler.yield()` (Chromium) lets input and
 * rendering in first, then resumes ahead of other tasks; elsewhere a MessageChannel message is a
 * new task without the clamp.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as Yielding;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      // Closed, so the ports don't keep node (jest, the bench) or the page holding them.
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves in a new task, so the browser can handle a tap or paint before the caller goes on.
 * Work split by it never adds up to one long task (Lighthouse's Total Blocking Time counts every
 * task's time over 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

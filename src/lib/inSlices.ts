import { nextTask } from './nextTask';

// Short enough to leave room in the frame for a tap's or a keystroke's own work.
const SLICE_MS = 4;
const ITEMS_PER_CHECK = 20;

/**
 * Runs `work` over items 0 to `count` in ranges of ITEMS_PER_CHECK, yielding to the browser
 * (nextTask) whenever a slice has taken SLICE_MS: a long job over a big catalogue becomes many
 * short tasks, so a tap or a paint waits at most a slice.
 */
export async function inSlices(count: number, work: (from: number, to: number) => void): Promise<void> {
  let next = 0;
  while (next < count) {
    const sliceStart = performance.now();
    while (next < count && performance.now() - sliceStart < SLICE_MS) {
      const to = Math.min(next + ITEMS_PER_CHECK, count);
      work(next, to);
      next = to;
    }
    if (next < count) await nextTask();
  }
}

import type { CDPSession } from '@playwright/test';

/** The parts of a Chromium trace event (the Trace Event Format) this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  args?: { name?: string; data?: unknown };
}

/**
 * For each `performance.mark(label)` the page made, the longest task on the page's main thread
 * that ran from the mark until the next of these marks (or the end of the trace), in ms.
 * Every piece of work an interaction causes runs in some task there: the input's handlers,
 * React's render, a debounced update, style, layout and paint. A task longer than a frame is a
 * frame the shopper saw late.
 */
export function longestTaskAfterMarks(events: readonly TraceEvent[], labels: readonly string[]): number[] {
  const marks = labels.map((label) => {
    const mark = events.find((event) => event.name === label && (event.ph === 'R' || event.ph === 'I' || event.ph === 'n'));
    if (!mark) throw new Error(`no performance.mark('${label}') in the trace`);
    return mark;
  });
  // The marks were made on the page's main thread: its tasks are the ones on that thread.
  const { pid, tid } = marks[0]!;
  const tasks = events.filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === pid && event.tid === tid);
  return marks.map((mark, index) => {
    const end = marks[index + 1]?.ts ?? Infinity;
    const durations = tasks.filter((task) => task.ts + (task.dur ?? 0) > mark.ts && task.ts < end).map((task) => (task.dur ?? 0) / 1000);
    return Math.max(0, ...durations);
  });
}

/** The trace of a `Tracing.start` (transferMode ReturnAsStream) on `cdp`, ended here. */
export async function readTrace(cdp: CDPSession): Promise<TraceEvent[]> {
  const complete = new Promise<{ stream?: string }>((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  const { stream } = await complete;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream! });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream! });
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

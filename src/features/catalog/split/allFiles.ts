import type { FileState } from './splitFiles';

type Failed = Extract<FileState<unknown>, { status: 'failed' }>;

/**
 * Several files' states as one: failed when any failed (`notFound` when one of them was a 404),
 * loading while any loads, else ready with every file's value, in order.
 */
export function allFiles<T>(states: readonly FileState<T>[]): FileState<T[]> {
  const failed = states.filter((state): state is Failed => state.status === 'failed');
  if (failed.length) return { status: 'failed', error: failed[0]!.error, notFound: failed.some((state) => state.notFound) };
  if (states.some((state) => state.status === 'loading')) return { status: 'loading' };
  return { status: 'ready', value: states.map((state) => (state as { value: T }).value) };
}

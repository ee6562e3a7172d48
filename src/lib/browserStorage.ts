import { saveItem } from './saveItem';

// localStorage may be missing or refused (privacy modes throw on mere access): these never throw,
// and the shop keeps working in memory instead.

export function readItem(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** `saveItem` for a caller that only asks whether it worked: false when there is no storage or it is full. */
export const writeItem = (key: string, value: string | null): boolean => saveItem(key, value) === 'saved';

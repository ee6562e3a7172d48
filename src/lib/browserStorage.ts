/**
 * localStorage, or null where the browser refuses it (privacy modes throw on mere access).
 * Every call that touches storage goes through here and never throws: the shop keeps
 * working in memory instead.
 */
function backend(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** What became of a write: `full` is a quota exceeded, `unavailable` a storage that refuses. */
export type SaveResult = 'saved' | 'full' | 'unavailable';

const isQuotaExceeded = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

export function saveItem(key: string, value: string | null): SaveResult {
  try {
    const storage = backend();
    if (!storage) return 'unavailable';
    if (value === null) storage.removeItem(key);
    // Skipping identical writes also keeps two tabs from echoing each other's `storage` events.
    else if (storage.getItem(key) !== value) storage.setItem(key, value);
    return 'saved';
  } catch (error) {
    return isQuotaExceeded(error) ? 'full' : 'unavailable';
  }
}

/** Returns false when the write could not happen (no storage, quota exceeded). */
export const writeItem = (key: string, value: string | null): boolean => saveItem(key, value) === 'saved';

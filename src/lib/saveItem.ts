/**
 * The shop's one localStorage write (browserStorage.ts's `writeItem` is it, answered yes or no).
 * It says what became of the write, for code that must tell a full storage
 * (`QuotaExceededError`) from one that refuses.
 */
export type SaveResult = 'saved' | 'full' | 'unavailable';

const isQuotaExceeded = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/**
 * Writes `value` under `key`; null removes the key. `stored`: what the key holds, when the caller
 * read it in this same task (a 200-line cart is 79 kB to read again).
 */
export function saveItem(key: string, value: string | null, stored?: string | null): SaveResult {
  try {
    // Privacy modes throw on mere access to localStorage: caught below.
    const storage = typeof window === 'undefined' ? null : window.localStorage;
    if (!storage) return 'unavailable';
    // Skipping identical writes also keeps two tabs from echoing each other's `storage` events.
    if ((stored === undefined ? storage.getItem(key) : stored) === value) return 'saved';
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return 'saved';
  } catch (error) {
    return isQuotaExceeded(error) ? 'full' : 'unavailable';
  }
}

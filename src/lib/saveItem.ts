/**
 * A localStorage write that says what became of it, for code that must tell a full storage
 * (`QuotaExceededError`) from one that refuses. Apart from browserStorage.ts's `writeItem` so
 * that only the lazy chunk that needs it (the cart's sync) carries it.
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

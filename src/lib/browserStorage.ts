// localStorage may be missing or refused (privacy modes throw on mere access): none of these
// throws, and the shop keeps working in memory instead.

export function readItem(key: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The shop's one localStorage write; null removes the key. `stored`: what the key holds, when the
 * caller read it in this same task (a 200-line cart is 79 kB to read again). Returns true once
 * written, otherwise false (no storage) or what storage threw, for saveItem.ts to tell a full
 * storage from one that refuses (kept out of the first page's JS).
 */
export function tryWriteItem(key: string, value: string | null, stored?: string | null): unknown {
  try {
    const storage = typeof window === 'undefined' ? null : window.localStorage;
    if (!storage) return false;
    // Skipping identical writes also keeps two tabs from echoing each other's `storage` events.
    if ((stored === undefined ? storage.getItem(key) : stored) === value) return true;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch (error) {
    return error;
  }
}

/** Returns false when the write could not happen (no storage, quota exceeded). */
export const writeItem = (key: string, value: string | null): boolean => tryWriteItem(key, value) === true;

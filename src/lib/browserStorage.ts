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

/** Returns false when the write could not happen (no storage, quota exceeded). */
export function writeItem(key: string, value: string | null): boolean {
  try {
    const storage = backend();
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    // Skipping identical writes also keeps two tabs from echoing each other's `storage` events.
    else if (storage.getItem(key) !== value) storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

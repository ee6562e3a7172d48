import { tryWriteItem } from './browserStorage';

/** What became of a write, for code that must tell a full storage (`QuotaExceededError`) from one that refuses. */
export type SaveResult = 'saved' | 'full' | 'unavailable';

const isQuotaExceeded = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/** browserStorage.ts's write, told apart: written, storage full, or no storage at all. See tryWriteItem for `stored`. */
export function saveItem(key: string, value: string | null, stored?: string | null): SaveResult {
  const result = tryWriteItem(key, value, stored);
  return result === true ? 'saved' : isQuotaExceeded(result) ? 'full' : 'unavailable';
}

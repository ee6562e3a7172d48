import { useEffect, useState } from 'react';
import { searchBackend } from './searchBackend';
import type { RankedProducts } from './searchProducts';

/** A search's answer, with what was asked: a caller can tell an answer for older text. */
export interface SearchAnswer extends RankedProducts {
  url: string;
  query: string;
  limit: number;
}

/**
 * The best `limit` products for `query` in search.json at `url` (ready: useSearchIndex), or null
 * before the first answer. Until a new query's answer arrives, the last one stays (as
 * useDeferredValue would keep it); an answer for a query since replaced is dropped, never shown
 * over a newer one.
 */
export function useSearchAnswer(url: string | undefined, query: string, limit: number): SearchAnswer | null {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  useEffect(() => {
    if (!url || !query) return;
    let current = true;
    void searchBackend()
      .search(url, query, limit)
      .then((found) => current && setAnswer({ ...found, url, query, limit }));
    return () => {
      current = false;
    };
  }, [url, query, limit]);
  return answer;
}

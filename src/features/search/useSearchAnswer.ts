import { useEffect, useState } from 'react';
import { askSearch } from './askSearch';
import { recallAnswer } from './recentSearches';
import type { SearchResult } from './searchEngine';

/**
 * A search's answer, with what was asked: a caller can tell an answer for older text. `ok: false`
 * says search.json could not be searched (for a retryable error), not that nothing was found.
 */
export type SearchAnswer = SearchResult & { url: string; query: string; limit: number };

/**
 * The best `limit` products for `query` in search.json at `url` (ready: useSearchIndex), or null
 * before the first answer. Until a new query's answer arrives, the last one stays (as
 * useDeferredValue would keep it); an answer for a query since replaced is dropped, never shown
 * over a newer one. Text answered before in this visit (recentSearches.ts) shows at once, on the
 * render that asks, and is not asked again unless the answer known is shorter than `limit`.
 */
export function useSearchAnswer(url: string | undefined, query: string, limit: number): SearchAnswer | null {
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const recalled = url && query ? recallAnswer(url, query, limit) : null;
  useEffect(() => {
    if (!url || !query) return;
    let current = true;
    // A known answer is still kept as this text's, so later text's wait shows it rather than an older one.
    void askSearch(url, query, limit).then((found) => current && setAnswer({ ...found, url, query, limit }));
    return () => {
      current = false;
    };
  }, [url, query, limit]);
  const answered = answer !== null && answer.url === url && answer.query === query && answer.limit === limit;
  if (recalled && !answered) return { ok: true, ...recalled.found, url: url!, query, limit: recalled.limit };
  return answer;
}

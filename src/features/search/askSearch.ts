import { normalize } from './normalize';
import { recallAnswer, rememberAnswer } from './recentSearches';
import { searchBackend } from './searchBackend';
import type { SearchResult } from './searchEngine';

const onTheirWay = new Map<string, Promise<SearchResult>>();

/**
 * The best `limit` products for `query` in search.json at `url`, asked of search (the worker)
 * once: the same text asked again while its answer is on the way shares that answer, and text
 * answered before in this visit (recentSearches.ts) is not asked again: /cari, after the
 * header's suggestions for the same text, shows them on its first render (useSearchAnswer).
 */
export function askSearch(url: string, query: string, limit: number): Promise<SearchResult> {
  const known = recallAnswer(url, query, limit);
  if (known?.limit === limit) return Promise.resolve({ ok: true, ...known.found });
  const key = `${url}\n${normalize(query)}\n${limit}`;
  let answer = onTheirWay.get(key);
  if (!answer) {
    answer = searchBackend()
      .search(url, query, limit)
      .then((found) => {
        onTheirWay.delete(key);
        if (found.ok) rememberAnswer(url, query, limit, found);
        return found;
      });
    onTheirWay.set(key, answer);
  }
  return answer;
}

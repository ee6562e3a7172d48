import type { LoadResult, SearchResult } from './searchEngine';

/**
 * The messages between the page and the search worker (searchWorker.ts). Small on purpose:
 * search.json and its index stay in the worker; a search answers with only the entries asked
 * for (6 suggestions, a results page's shown cards) and the count of all.
 */
export type SearchRequest =
  | { type: 'load'; id: number; url: string; retry: boolean }
  | { type: 'search'; id: number; url: string; query: string; limit: number };

export type SearchReply =
  | { type: 'loaded'; id: number; result: LoadResult }
  | { type: 'found'; id: number; result: SearchResult }
  /** The worker threw: the page answers the request itself (searchBackend.ts). */
  | { type: 'crashed'; id: number; error: string };

import { prepareSearchIndex } from './searchIndex';
import { searchEngine, type LoadResult, type SearchResult } from './searchEngine';
import { startSearchWorker } from './startSearchWorker';
import { workerBackend } from './workerBackend';

/** Where search runs: in the search worker (workerBackend.ts), or on the page where there is none. Same code, same answers. */
export interface SearchBackend {
  load(url: string, retry: boolean): Promise<LoadResult>;
  search(url: string, query: string, limit: number): Promise<SearchResult>;
}

/** On the page: the index built in slices of a few ms (searchIndex.ts), so typing is never held long. */
export function inThreadBackend(): SearchBackend {
  return searchEngine(prepareSearchIndex);
}

let backend: SearchBackend | null = null;

/** The page's one search backend, started with the first search (the worker costs nothing before). */
export function searchBackend(): SearchBackend {
  if (!backend) {
    const worker = startSearchWorker();
    backend = worker ? workerBackend(worker, inThreadBackend) : inThreadBackend();
  }
  return backend;
}

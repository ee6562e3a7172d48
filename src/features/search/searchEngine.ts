import { forgetFailed, whenFileSettled } from '../catalog/split/splitFiles';
import { readSearchFile } from '../catalog/split/searchReader';
import type { SearchEntry } from '../catalog/split/splitTypes';
import { rankProducts, type RankedProducts } from './searchProducts';

/** Why search.json can't be searched (fetch, host, file), for a retryable error ('Coba lagi'). */
export type SearchFailure = { ok: false; error: string; notFound: boolean };

/** search.json fetched, read and indexed; or why not. */
export type LoadResult = { ok: true } | SearchFailure;

/** A query's best products and count; or why search.json could not be searched, never "nothing found". */
export type SearchResult = ({ ok: true } & RankedProducts) | SearchFailure;

/**
 * search.json at a URL and the queries on its index: the same code in the search worker
 * (searchWorkerHandler.ts) and, where no worker runs, on the page (searchBackend.ts). The file is
 * fetched and read by splitFiles.ts, once per URL in each thread; `build` makes its index (at
 * once in the worker, whose thread has nothing else to do; in short slices on the page).
 * Every request names its URL, so nothing here outlives the file's own cache.
 */
export function searchEngine(build: (entries: readonly SearchEntry[]) => unknown) {
  return {
    /** Fetches, reads and indexes the file; `retry` fetches again a file that failed. */
    async load(url: string, retry = false): Promise<LoadResult> {
      if (retry) forgetFailed([url]);
      const state = await whenFileSettled(url, readSearchFile);
      if (state.status === 'failed') return { ok: false, error: state.error, notFound: state.notFound };
      // (Settled: never 'loading' here.)
      if (state.status === 'ready') await build(state.value);
      return { ok: true };
    },
    /** The best `limit` products for the query (loading the file first if need be). */
    async search(url: string, query: string, limit: number): Promise<SearchResult> {
      const state = await whenFileSettled(url, readSearchFile);
      if (state.status === 'failed') return { ok: false, error: state.error, notFound: state.notFound };
      // Settled, so never 'loading': this only narrows the type.
      if (state.status !== 'ready') throw new Error('search.json has not settled');
      await build(state.value);
      return { ok: true, ...rankProducts(state.value, query, limit) };
    },
  };
}

export type SearchEngine = ReturnType<typeof searchEngine>;

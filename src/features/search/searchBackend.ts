import { prepareSearchIndex } from './searchIndex';
import { searchEngine, type LoadResult } from './searchEngine';
import type { SearchReply, SearchRequest } from './searchProtocol';
import type { RankedProducts } from './searchProducts';
import { startSearchWorker } from './startSearchWorker';

/** Where search runs: in the search worker, or on the page where there is none. Same code, same answers. */
export interface SearchBackend {
  load(url: string, retry: boolean): Promise<LoadResult>;
  search(url: string, query: string, limit: number): Promise<RankedProducts>;
}

/** On the page: the index built in slices of a few ms (searchIndex.ts), so typing is never held long. */
export function inThreadBackend(): SearchBackend {
  return searchEngine(prepareSearchIndex);
}

type Pending = { request: SearchRequest; resolve: (result: unknown) => void };
type Call = { type: 'load'; url: string; retry: boolean } | { type: 'search'; url: string; query: string; limit: number };

/**
 * Through `worker`. If it cannot run (its chunk fails to load or is refused, it throws, a
 * message can't be read), it is stopped and every request, waiting or later, goes to
 * `fallback()` instead: search keeps working, only on the page's thread.
 */
export function workerBackend(worker: Worker, fallback: () => SearchBackend): SearchBackend {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let replacement: SearchBackend | null = null;

  const runOn = (backend: SearchBackend, call: Call): Promise<unknown> =>
    call.type === 'load' ? backend.load(call.url, call.retry) : backend.search(call.url, call.query, call.limit);
  const answerOnPage = ({ request, resolve }: Pending) => void runOn(replacement!, request).then(resolve);
  const giveUp = () => {
    if (!replacement) {
      worker.terminate();
      replacement = fallback();
    }
    const waiting = [...pending.values()];
    pending.clear();
    waiting.forEach(answerOnPage);
  };

  worker.addEventListener('error', (event) => {
    // Stops the browser reporting it as uncaught: the page has taken over.
    event.preventDefault();
    giveUp();
  });
  worker.addEventListener('messageerror', giveUp);
  worker.addEventListener('message', ({ data }: MessageEvent<SearchReply>) => {
    const call = pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    if (data.type === 'crashed') {
      replacement ??= fallback();
      answerOnPage(call);
    } else call.resolve(data.result);
  });

  const send = <T>(call: Call): Promise<T> => {
    if (replacement) return runOn(replacement, call) as Promise<T>;
    lastId += 1;
    const request = { ...call, id: lastId } as SearchRequest;
    return new Promise<T>((resolve) => {
      pending.set(request.id, { request, resolve: resolve as (result: unknown) => void });
      worker.postMessage(request);
    });
  };
  return {
    load: (url, retry) => send({ type: 'load', url, retry }),
    search: (url, query, limit) => send({ type: 'search', url, query, limit }),
  };
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

import type { SearchBackend } from './searchBackend';
import type { SearchReply, SearchRequest } from './searchProtocol';

type Call = { type: 'load'; url: string; retry: boolean } | { type: 'search'; url: string; query: string; limit: number };
type Pending = { request: SearchRequest; resolve: (result: unknown) => void; timer: ReturnType<typeof setTimeout> };

/**
 * How long the worker may take to answer before it counts as stuck (it started, but a bug, a hang
 * or the browser reclaiming its thread keeps it silent, and no event says so). A load answers
 * within search.json's fetch timeout (15 s, fetchCatalogJson.ts) plus reading and indexing it
 * (~1.5 s at 50,000 products on a phone) and the worker's own start; a query on an index already
 * built takes milliseconds, so a few seconds of silence there means the worker is gone.
 */
export const workerTimeouts = { loadMs: 30_000, searchMs: 5_000 };

/**
 * Through `worker`. If it cannot run (its chunk fails to load or is refused, it throws, a
 * message can't be read, or it leaves a request unanswered past `timeouts`), it is stopped and
 * every request, waiting or later, goes to `fallback()` instead: search keeps working, only on
 * the page's thread.
 */
export function workerBackend(worker: Worker, fallback: () => SearchBackend, timeouts = workerTimeouts): SearchBackend {
  const pending = new Map<number, Pending>();
  // search.json URLs the worker has indexed: a search there needs no download, so the short timeout.
  const indexed = new Set<string>();
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
    waiting.forEach((call) => {
      clearTimeout(call.timer);
      answerOnPage(call);
    });
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
    clearTimeout(call.timer);
    if (data.type === 'crashed') {
      replacement ??= fallback();
      answerOnPage(call);
      return;
    }
    if (data.type === 'loaded' && data.result.ok) indexed.add(call.request.url);
    call.resolve(data.result);
  });

  const send = <T>(call: Call): Promise<T> => {
    if (replacement) return runOn(replacement, call) as Promise<T>;
    lastId += 1;
    const request = { ...call, id: lastId } as SearchRequest;
    // A search for a file not yet indexed there loads it first: it gets a load's time.
    const timeout = call.type === 'search' && indexed.has(call.url) ? timeouts.searchMs : timeouts.loadMs;
    return new Promise<T>((resolve) => {
      pending.set(request.id, { request, resolve: resolve as (result: unknown) => void, timer: setTimeout(giveUp, timeout) });
      worker.postMessage(request);
    });
  };
  return {
    load: (url, retry) => send({ type: 'load', url, retry }),
    search: (url, query, limit) => send({ type: 'search', url, query, limit }),
  };
}

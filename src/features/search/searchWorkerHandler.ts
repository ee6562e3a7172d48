import { searchIndexOf } from './searchIndex';
import { searchEngine } from './searchEngine';
import type { SearchReply, SearchRequest } from './searchProtocol';

/**
 * The search worker's answer to each request, apart from the worker's globals so jest can run
 * it. The index is built in one go: this thread has no shopper to keep waiting.
 */
export function searchWorkerHandler(post: (reply: SearchReply) => void): (request: SearchRequest) => Promise<void> {
  const engine = searchEngine(searchIndexOf);
  return async (request) => {
    try {
      if (request.type === 'load') post({ type: 'loaded', id: request.id, result: await engine.load(request.url, request.retry) });
      else post({ type: 'found', id: request.id, result: await engine.search(request.url, request.query, request.limit) });
    } catch (error) {
      post({ type: 'crashed', id: request.id, error: error instanceof Error ? error.message : String(error) });
    }
  };
}

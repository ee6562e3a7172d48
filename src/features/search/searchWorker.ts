/**
 * The search worker's entry (its own chunk, started by startSearchWorker.ts): fetching, reading
 * and indexing search.json, and every query, run here, off the page's thread. At 50,000 products
 * that is ~1.5 s of parsing and indexing on a phone, which on the page held up the shopper's typing.
 */
import type { SearchReply, SearchRequest } from './searchProtocol';
import { searchWorkerHandler } from './searchWorkerHandler';

// The DOM's types describe a window; this is a dedicated worker's scope, typed as far as used.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage: (reply: SearchReply) => void;
};

const handle = searchWorkerHandler((reply) => scope.postMessage(reply));
scope.onmessage = (event) => void handle(event.data);

import { readSearchFile } from '../../../src/features/catalog/split/searchReader';
import { splitFileUrl, splitPaths } from '../../../src/features/catalog/split/splitPaths';
import { clearSplitFiles } from '../../../src/features/catalog/split/splitFiles';
import { inThreadBackend } from '../../../src/features/search/searchBackend';
import { workerBackend } from '../../../src/features/search/workerBackend';
import type { SearchReply, SearchRequest } from '../../../src/features/search/searchProtocol';
import { searchProducts } from '../../../src/features/search/searchProducts';
import { searchWorkerHandler } from '../../../src/features/search/searchWorkerHandler';
import { categories, products, serveSplit } from '../catalog/catalog-test-utils';

// The worker's own code (searchWorkerHandler), run here without a thread: what the page sends,
// what comes back. searchWorker.ts only wires it to the worker's globals.

function served(options?: Parameters<typeof serveSplit>[1]) {
  const { manifest, fetchMock } = serveSplit({ categories, products }, options);
  return { url: splitFileUrl(manifest, splitPaths.search), fetchMock };
}

/** The handler with its replies collected, as the page would receive them (copied, as postMessage does). */
function worker() {
  const replies: SearchReply[] = [];
  const handle = searchWorkerHandler((reply) => replies.push(JSON.parse(JSON.stringify(reply)) as SearchReply));
  return { replies, send: (request: SearchRequest) => handle(request).then(() => replies.at(-1)!) };
}

/**
 * A stand-in for `new Worker(…)` that runs the handler in this thread: the page's side of the
 * protocol. `answersSearches: false` leaves searches unanswered, as a worker gone silent would.
 */
class InProcessWorker extends EventTarget {
  private handle = searchWorkerHandler((reply) => this.dispatchEvent(new MessageEvent('message', { data: JSON.parse(JSON.stringify(reply)) })));
  terminated = false;
  constructor(private options = { answersSearches: true }) {
    super();
  }
  postMessage(request: SearchRequest) {
    if (request.type === 'search' && !this.options.answersSearches) return;
    void this.handle(request);
  }
  terminate() {
    this.terminated = true;
  }
}

/** A worker whose chunk never loads (blocked, 404): the browser fires `error` on it. */
class UnloadableWorker extends EventTarget {
  terminated = false;
  postMessage() {
    setTimeout(() => this.dispatchEvent(new Event('error')), 0);
  }
  terminate() {
    this.terminated = true;
  }
}

/** A worker that started but never answers (a hang, a thread the browser reclaimed): no event says so. */
class SilentWorker extends EventTarget {
  terminated = false;
  postMessage() {}
  terminate() {
    this.terminated = true;
  }
}

describe('the search worker', () => {
  it('loads search.json, then answers a search with the best entries and the count of all', async () => {
    const { url } = served();
    const { send } = worker();
    expect(await send({ type: 'load', id: 1, url, retry: false })).toEqual({ type: 'loaded', id: 1, result: { ok: true } });
    const entries = readSearchFile(await (await fetch(url)).json(), url);
    const all = searchProducts(entries, 'sepatu');
    expect(all.length).toBeGreaterThan(1);
    const reply = await send({ type: 'search', id: 2, url, query: 'sepatu', limit: 1 });
    expect(reply).toEqual({ type: 'found', id: 2, result: { ok: true, entries: [all[0]], total: all.length } });
  });

  it('answers a search on a search.json it could not fetch with the failure, not with "nothing found"', async () => {
    const { url } = served({ broken: (path) => path.endsWith('search.json') });
    const { send } = worker();
    const reply = await send({ type: 'search', id: 1, url, query: 'kanvas', limit: 6 });
    expect(reply).toMatchObject({ type: 'found', id: 1, result: { ok: false, error: expect.stringContaining('HTTP 500'), notFound: false } });
    // The same on the page, where there is no worker.
    expect(await inThreadBackend().search(url, 'kanvas', 6)).toMatchObject({ ok: false, error: expect.stringContaining('HTTP 500') });
  });

  it('reports a search.json the host fails to serve, and fetches it again on a retry', async () => {
    let missing = true;
    const { url } = served({ broken: (path) => missing && path.endsWith('search.json') });
    const { send } = worker();
    const failed = await send({ type: 'load', id: 1, url, retry: false });
    expect(failed).toMatchObject({ type: 'loaded', id: 1, result: { ok: false, error: expect.stringContaining('HTTP 500') } });
    missing = false;
    expect(await send({ type: 'load', id: 2, url, retry: true })).toMatchObject({ result: { ok: true } });
  });

  it('reports HTML where search.json should be', async () => {
    const { url } = served();
    globalThis.fetch = (async () => ({ ok: true, status: 200, json: async () => JSON.parse('<!doctype html>') })) as unknown as typeof fetch;
    const { send } = worker();
    expect(await send({ type: 'load', id: 1, url, retry: false })).toMatchObject({ result: { ok: false, error: expect.stringContaining('bukan JSON yang utuh'), notFound: false } });
  });
});

describe('searching through the worker', () => {
  const queries = ['sepatu', 'kanvas', 'tas anyam', 'zzz'];

  it('gives the page the same answers as searching on the page', async () => {
    const { url } = served();
    const page = inThreadBackend();
    const viaWorker = workerBackend(new InProcessWorker() as unknown as Worker, inThreadBackend);
    expect(await viaWorker.load(url, false)).toEqual(await page.load(url, false));
    for (const query of queries) expect(await viaWorker.search(url, query, 6)).toEqual(await page.search(url, query, 6));
  });

  it('falls back to the page when the worker cannot start, answering what was waiting', async () => {
    const { url } = served();
    const broken = new UnloadableWorker();
    const backend = workerBackend(broken as unknown as Worker, inThreadBackend);
    const [loaded, found] = await Promise.all([backend.load(url, false), backend.search(url, 'kanvas', 6)]);
    expect(broken.terminated).toBe(true);
    expect(loaded).toEqual({ ok: true });
    clearSplitFiles();
    expect(found).toEqual(await inThreadBackend().search(url, 'kanvas', 6));
    expect(found).toMatchObject({ ok: true, total: expect.any(Number) });
  });

  it('falls back to the page when the started worker never answers', async () => {
    const { url } = served();
    const silent = new SilentWorker();
    const backend = workerBackend(silent as unknown as Worker, inThreadBackend, { loadMs: 50, searchMs: 50 });
    expect(await backend.load(url, false)).toEqual({ ok: true });
    expect(silent.terminated).toBe(true);
    expect(await backend.search(url, 'kanvas', 6)).toEqual(await inThreadBackend().search(url, 'kanvas', 6));
  });

  it('gives up on a worker that indexed search.json but leaves a search unanswered', async () => {
    const { url } = served();
    const stuck = new InProcessWorker({ answersSearches: false });
    // A long load timeout: only the search's short one can end the wait.
    const backend = workerBackend(stuck as unknown as Worker, inThreadBackend, { loadMs: 60_000, searchMs: 50 });
    expect(await backend.load(url, false)).toEqual({ ok: true });
    const found = await backend.search(url, 'kanvas', 6);
    expect(stuck.terminated).toBe(true);
    expect(found).toMatchObject({ ok: true, total: expect.any(Number) });
    expect(found.ok && found.total).toBeGreaterThan(0);
  });
});

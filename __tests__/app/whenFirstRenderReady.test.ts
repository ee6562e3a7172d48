import { makeStore } from '../../src/app/store';
import { whenFirstRenderReady } from '../../src/app/whenFirstRenderReady';
import { categories, products, serveSplit } from '../features/catalog/catalog-test-utils';

/** How long (in fake time) the first render waits; `Infinity` when it is still waiting at 10 s. */
async function waitedMs(setUp: (root: HTMLElement) => void, store = makeStore()): Promise<number> {
  const root = document.createElement('div');
  setUp(root);
  let done = false;
  void whenFirstRenderReady(root, store).then(() => (done = true));
  for (let elapsed = 0; elapsed <= 10_000; elapsed += 100) {
    await jest.advanceTimersByTimeAsync(elapsed === 0 ? 0 : 100);
    if (done) return elapsed;
  }
  return Infinity;
}

const catalogPreloaded = () => document.documentElement.setAttribute('data-catalog-preloaded', '');
/** A catalogue request that never answers. */
const stallCatalog = () => (globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)));

const realFetch = globalThis.fetch;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
  document.documentElement.removeAttribute('data-catalog-preloaded');
});

test('a page that needs nothing first renders at once', async () => {
  expect(await waitedMs(() => undefined)).toBe(0);
});

test('a page that reads the catalogue renders once its manifest and first files are in', async () => {
  const { fetchMock } = serveSplit({ categories, products });
  catalogPreloaded();
  const store = makeStore();
  expect(await waitedMs(() => undefined, store)).toBe(0);
  expect(store.getState().catalog.status).toBe('ready');
  // The home page (jsdom's URL is /): its bands' file, and nothing else of the catalogue.
  expect(fetchMock.mock.calls.map(([url]) => String(url).replace(/\/v\/[0-9a-f]+\//, '/v/…/'))).toEqual([
    'http://localhost/catalog/manifest.json',
    'http://localhost/catalog/v/…/home.json',
  ]);
});

test('a page whose first file stalls holds a blank page 1.5 s', async () => {
  const { fetchMock } = serveSplit({ categories, products });
  const served = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation((input) => (String(input).endsWith('home.json') ? new Promise<Response>(() => undefined) : served(input)));
  catalogPreloaded();
  expect(await waitedMs(() => undefined)).toBe(1500);
});

test('a stalled catalogue holds a blank page 1.5 s, and a preview 5 s', async () => {
  stallCatalog();
  catalogPreloaded();
  expect(await waitedMs(() => undefined)).toBe(1500);
  expect(await waitedMs((root) => root.setAttribute('data-prerendered', '/kategori/tas'))).toBe(5000);
});

import { readItem } from '../../src/lib/browserStorage';
import { act, screen } from '@testing-library/react';
import fc from 'fast-check';
import { persistStore } from 'redux-persist';
import { CART_FULL_MESSAGE, startCartSync } from '../../src/app/persistence/cartSync';
import { FULL_RETRY_MS, type ListSync } from '../../src/app/persistence/listSync';
import { makeStore, type AppStore } from '../../src/app/store';
import { itemAdded, itemRemoved, quantityChanged, selectCartItems } from '../../src/features/cart/cartSlice';
import * as toast from '../../src/lib/toast';
import { renderWithProviders } from '../test-utils';
import { untilBootstrapped } from '../fixtures/untilBootstrapped';

const product = (id: string) => ({ id, name: `Produk ${id}`, price: 50000, image: `/${id}.svg`, selectedSize: 'M' });
const stored = () => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { id: string; quantity: number }[];
const summary = (lines: readonly { id: unknown; quantity: number }[]) => lines.map((l) => `${String(l.id)}×${l.quantity}`).sort();

const running: ListSync[] = [];

/** One tab: a real store loaded by redux-persist from the shared jsdom localStorage. */
async function openTab(store: AppStore = makeStore()): Promise<{ store: AppStore; sync: ListSync }> {
  const persistor = persistStore(store);
  await untilBootstrapped(persistor);
  const sync = startCartSync(store, readItem('cartItems'));
  running.push(sync);
  return { store, sync };
}

/** What the browser does for the other tabs after a write (jsdom never fires it itself). */
const storageEvent = () => window.dispatchEvent(new StorageEvent('storage', { key: 'cartItems', newValue: localStorage.getItem('cartItems') }));

afterEach(() => {
  running.splice(0).forEach((sync) => sync.stop());
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('two tabs changing the cart before either has saved', () => {
  it('keeps every line and adds up both quantities, whichever tab saves first', async () => {
    const a = await openTab();
    const b = await openTab();
    a.store.dispatch(itemAdded({ ...product('kaos'), quantity: 2 }));
    b.store.dispatch(itemAdded({ ...product('kaos'), quantity: 3 }));
    b.store.dispatch(itemAdded(product('tas')));
    await b.sync.flush();
    await a.sync.flush();
    storageEvent();
    expect(summary(stored())).toEqual(['kaos×5', 'tas×1']);
    expect(selectCartItems(a.store.getState())).toEqual(selectCartItems(b.store.getState()));
    expect(summary(selectCartItems(a.store.getState()))).toEqual(['kaos×5', 'tas×1']);
  });

  it('keeps a removal in one tab and a quantity change in the other', async () => {
    const a = await openTab();
    a.store.dispatch(itemAdded(product('kaos')));
    a.store.dispatch(itemAdded(product('tas')));
    await a.sync.flush();
    const b = await openTab();
    a.store.dispatch(itemRemoved({ id: 'kaos', selectedSize: 'M' }));
    b.store.dispatch(quantityChanged({ id: 'tas', selectedSize: 'M', quantity: 4 }));
    await a.sync.flush();
    await b.sync.flush();
    storageEvent();
    expect(summary(stored())).toEqual(['tas×4']);
    expect(summary(selectCartItems(a.store.getState()))).toEqual(['tas×4']);
  });
});

it('saves under the Web Lock of the key, one tab at a time', async () => {
  const held: string[] = [];
  let holders = 0;
  let maxHolders = 0;
  const request = jest.fn(async (name: string, critical: () => unknown) => {
    held.push(name);
    await Promise.resolve();
    holders += 1;
    maxHolders = Math.max(maxHolders, holders);
    try {
      return critical();
    } finally {
      holders -= 1;
    }
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  try {
    const a = await openTab();
    const b = await openTab();
    a.store.dispatch(itemAdded(product('kaos')));
    b.store.dispatch(itemAdded(product('kaos')));
    await Promise.all([a.sync.flush(), b.sync.flush()]);
    expect(held.filter((name) => name === 'langkah:cartItems').length).toBeGreaterThanOrEqual(2);
    expect(maxHolders).toBe(1);
    expect(summary(stored())).toEqual(['kaos×2']);
  } finally {
    delete (navigator as { locks?: unknown }).locks;
  }
});

describe('a full storage', () => {
  const fillStorage = () =>
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

  it('is said once in a toast; the cart keeps working in memory and is saved at the next change', async () => {
    localStorage.setItem('cartItems', JSON.stringify([{ ...product('kaos'), quantity: 1, selectedColor: '', colorOptions: [] }]));
    const tab = await openTab();
    renderWithProviders(<p>Toko</p>, { store: tab.store });
    const full = fillStorage();
    const toasts = jest.spyOn(toast, 'showToast');
    const setKaos = async (quantity: number) => {
      tab.store.dispatch(quantityChanged({ id: 'kaos', selectedSize: 'M', quantity }));
      await tab.sync.flush();
    };
    await act(async () => {
      await setKaos(2);
      await setKaos(3);
    });
    // notistack loads lazily at the first toast: slow on a busy machine.
    expect(await screen.findByText(CART_FULL_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getAllByText(CART_FULL_MESSAGE)).toHaveLength(1);
    expect(toasts.mock.calls.filter(([message]) => message === CART_FULL_MESSAGE)).toEqual([[CART_FULL_MESSAGE, { variant: 'warning' }]]);
    expect(summary(selectCartItems(tab.store.getState()))).toEqual(['kaos×3']);
    expect(summary(stored())).toEqual(['kaos×1']);

    full.mockRestore();
    await act(() => setKaos(4));
    expect(summary(stored())).toEqual(['kaos×4']);
  });

  it('is tried again on its own, without waiting for another change', async () => {
    jest.useFakeTimers();
    const tab = await openTab();
    const full = fillStorage();
    tab.store.dispatch(itemAdded(product('kaos')));
    await tab.sync.flush();
    expect(localStorage.getItem('cartItems')).toBeNull();
    full.mockRestore();
    await jest.advanceTimersByTimeAsync(FULL_RETRY_MS);
    expect(summary(stored())).toEqual(['kaos×1']);
  });
});

/**
 * Two real stores on one localStorage, acting, saving and hearing each other in a random order:
 * the end is the cart a model of the actions predicts, the same in both tabs and in storage.
 */
it('ends every interleaving of two tabs with the lines and quantities of a model (fast-check, seed 33)', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const step = fc.record({
    tab: fc.constantFrom(0, 1),
    kind: fc.constantFrom('addShared', 'addOwn', 'setOwn', 'removeOwn', 'save', 'event'),
    n: fc.integer({ min: 0, max: 2 }),
  });
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
      localStorage.clear();
      const tabs = [await openTab(), await openTab()];
      const model = new Map<string, number>();
      for (const { tab: which, kind, n } of steps) {
        const { store, sync } = tabs[which]!;
        const own = `tab${which}-${n}`;
        const hasOwn = () => selectCartItems(store.getState()).some((l) => l.id === own);
        if (kind === 'addShared') store.dispatch(itemAdded({ ...product(`shared-${n}`), quantity: n + 1 }));
        if (kind === 'addShared') model.set(`shared-${n}`, (model.get(`shared-${n}`) ?? 0) + n + 1);
        if (kind === 'addOwn') store.dispatch(itemAdded(product(own)));
        if (kind === 'addOwn') model.set(own, (model.get(own) ?? 0) + 1);
        if (kind === 'setOwn' && hasOwn()) store.dispatch(quantityChanged({ id: own, selectedSize: 'M', quantity: n + 1 }));
        if (kind === 'setOwn' && model.has(own)) model.set(own, n + 1);
        if (kind === 'removeOwn') store.dispatch(itemRemoved({ id: own, selectedSize: 'M' }));
        if (kind === 'removeOwn') model.delete(own);
        if (kind === 'save') await sync.flush();
        if (kind === 'event') storageEvent();
      }
      for (const { sync } of [...tabs, ...tabs]) await sync.flush();
      const expected = [...model].map(([id, quantity]) => `${id}×${quantity}`).sort();
      expect(summary(stored())).toEqual(expected);
      for (const { store } of tabs) expect(selectCartItems(store.getState())).toEqual(JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
      running.splice(0).forEach((sync) => sync.stop());
    }),
    { seed: 33, numRuns: 60 },
  );
});

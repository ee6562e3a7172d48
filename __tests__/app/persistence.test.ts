import { readItem } from '../../src/lib/browserStorage';
import { persistStore, type Persistor } from 'redux-persist';
import { startCartSync } from '../../src/app/persistence/cartSync';
import { startStorageSync } from '../../src/app/persistence/storageSync';
import { makeStore, type AppStore } from '../../src/app/store';
import { itemAdded, quantityChanged, selectCartItems } from '../../src/features/cart/cartSlice';
import { selectIsDark, selectThemeMode, themeToggled } from '../../src/features/theme/themeSlice';
import { legacyCart } from '../fixtures/legacyCart';
import { untilBootstrapped } from '../fixtures/untilBootstrapped';

const sandal = { id: 'sandal', name: 'Sandal Kulit', price: 120000, image: '/s.svg' };

const stops: (() => void)[] = [];

/** A tab: its store, loaded by redux-persist, with the cart's sync; `persistor.flush` saves both. */
async function boot(store: AppStore = makeStore()): Promise<{ store: AppStore; persistor: Pick<Persistor, 'flush'> }> {
  const persistor = persistStore(store);
  await untilBootstrapped(persistor);
  const cartSync = startCartSync(store, readItem('cartItems'));
  stops.push(cartSync.stop);
  return { store, persistor: { flush: () => Promise.all([persistor.flush(), cartSync.flush()]).then(() => undefined) } };
}

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  jest.restoreAllMocks();
});

describe('loading what the existing site stored', () => {
  it('shows a legacy cart as it is and writes it back in the same bare format', async () => {
    localStorage.setItem('cartItems', JSON.stringify(legacyCart));
    const { store, persistor } = await boot();
    expect(selectCartItems(store.getState()).slice(0, 2)).toEqual(legacyCart.slice(0, 2));
    expect(selectCartItems(store.getState())[2]).toMatchObject(legacyCart[2]!);
    await persistor.flush();
    const stored: unknown = JSON.parse(localStorage.getItem('cartItems')!);
    expect(Array.isArray(stored)).toBe(true);
    expect((stored as unknown[]).slice(0, 2)).toEqual(legacyCart.slice(0, 2));
  });

  it('writes only the contract keys and the cart\'s stamp: no persist:* wrappers', async () => {
    const { store, persistor } = await boot();
    store.dispatch(itemAdded(sandal));
    store.dispatch(themeToggled());
    await persistor.flush();
    // `cartItems:rev`: which version the cart is and which it includes (listSync.ts, docs/storage.md).
    expect(Object.keys(localStorage).sort()).toEqual(['cartItems', 'cartItems:rev', 'theme']);
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toEqual([
      { ...sandal, quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] },
    ]);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('replaces a corrupt stored cart with its repaired lines, never writing the corrupt value back', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('cartItems', JSON.stringify([{ ...sandal, quantity: '2' }, null, { id: 3 }]));
    const { store, persistor } = await boot();
    expect(selectCartItems(store.getState())).toEqual([
      { ...sandal, quantity: 2, selectedColor: '', selectedSize: '', colorOptions: [] },
    ]);
    await persistor.flush();
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toEqual(selectCartItems(store.getState()));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2 baris'));
  });

  it('starts empty on invalid JSON and stores a valid empty cart', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('cartItems', '{not json');
    const { store, persistor } = await boot();
    expect(selectCartItems(store.getState())).toEqual([]);
    await persistor.flush();
    expect(localStorage.getItem('cartItems')).toBe('[]');
  });
});

describe('theme', () => {
  it('restores a stored dark theme and stores the toggle as a bare string', async () => {
    localStorage.setItem('theme', 'dark');
    const { store, persistor } = await boot();
    expect(selectIsDark(store.getState())).toBe(true);
    expect(document.documentElement).toHaveClass('dark');
    store.dispatch(themeToggled());
    await persistor.flush();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it('follows the device and stores nothing until the shopper chooses', async () => {
    const { store, persistor } = await boot(makeStore({ theme: { mode: 'system', systemPrefersDark: true } }));
    await persistor.flush();
    expect(selectIsDark(store.getState())).toBe(true);
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('ignores a stored value that is neither dark nor light, and removes it', async () => {
    localStorage.setItem('theme', '"dark"');
    const { store, persistor } = await boot();
    expect(selectThemeMode(store.getState())).toBe('system');
    await persistor.flush();
    expect(localStorage.getItem('theme')).toBeNull();
  });
});

describe('storage that throws', () => {
  it('keeps the shop working in memory, then saves once storage works again', async () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const error = jest.spyOn(console, 'error');
    const { store, persistor } = await boot();
    store.dispatch(itemAdded(sandal));
    await persistor.flush();
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();

    getItem.mockRestore();
    setItem.mockRestore();
    store.dispatch(quantityChanged({ id: 'sandal', quantity: 3 }));
    await persistor.flush();
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toEqual([expect.objectContaining({ id: 'sandal', quantity: 3 })]);
  });
});

describe('two tabs', () => {
  function storageEvent(key: string | null, newValue: string | null) {
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  }

  it("shows the other tab's cart and theme without writing them back", async () => {
    const { store, persistor } = await boot();
    const stop = startStorageSync(store);
    const otherTabCart = JSON.stringify([{ ...sandal, quantity: 2, selectedColor: '', selectedSize: '', colorOptions: [] }]);
    localStorage.setItem('cartItems', otherTabCart);
    localStorage.setItem('theme', 'dark');
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    storageEvent('cartItems', otherTabCart);
    storageEvent('theme', 'dark');
    await persistor.flush();
    expect(selectCartItems(store.getState())).toEqual([expect.objectContaining({ id: 'sandal', quantity: 2 })]);
    expect(selectIsDark(store.getState())).toBe(true);
    expect(setItem).not.toHaveBeenCalled();
    stop();
  });

  it("keeps both tabs' changes when they take turns", async () => {
    const a = await boot();
    const b = await boot(makeStore());
    const stops = [startStorageSync(a.store), startStorageSync(b.store)];
    a.store.dispatch(itemAdded(sandal));
    await a.persistor.flush();
    storageEvent('cartItems', localStorage.getItem('cartItems'));
    b.store.dispatch(itemAdded({ ...sandal, id: 'tas', name: 'Tas' }));
    await b.persistor.flush();
    storageEvent('cartItems', localStorage.getItem('cartItems'));
    expect(selectCartItems(a.store.getState()).map((l) => l.id)).toEqual(['sandal', 'tas']);
    expect(selectCartItems(b.store.getState()).map((l) => l.id)).toEqual(['sandal', 'tas']);
    stops.forEach((stop) => stop());
  });

  it('empties the cart when the other tab cleared all storage, keeping only what was added here since', async () => {
    const { store, persistor } = await boot(makeStore({ cart: { items: [] } }));
    store.dispatch(itemAdded(sandal));
    await persistor.flush();
    store.dispatch(itemAdded({ ...sandal, id: 'tas', name: 'Tas' }));
    localStorage.clear();
    storageEvent(null, null);
    expect(selectCartItems(store.getState()).map((line) => line.id)).toEqual(['tas']);
    expect(JSON.parse(localStorage.getItem('cartItems')!)).toEqual([expect.objectContaining({ id: 'tas', quantity: 1 })]);
  });
});

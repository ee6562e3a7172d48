import { itemAdded, itemRemoved, selectCartItems } from '../../src/features/cart/cartSlice';
import { productRemoved, productSaved, selectFavorites } from '../../src/features/favorites/favoritesSlice';
import { announceWrite, bootTab, type Tab } from '../fixtures/bootTab';

/**
 * Chromium hands a localStorage write to the other tabs' processes asynchronously: a tab that
 * takes the Web Lock right after another tab wrote can still read the value from before that
 * write, merge into it and write over it (docs/two-tabs.md). jsdom's storage is one
 * synchronous map, so a stale read is played here: while `save` runs, the keys in `snapshot`
 * read as they were when it was taken. Writes go to the real storage.
 */
async function savingFromStale(snapshot: Record<string, string | null>, save: () => Promise<void>): Promise<void> {
  const getItem = Storage.prototype.getItem;
  const stale = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
    return key in snapshot ? snapshot[key]! : getItem.call(this, key);
  });
  try {
    await save();
  } finally {
    stale.mockRestore();
  }
}

const snapshotOf = (...keys: string[]) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)]));
const product = (id: string) => ({ id, name: `Produk ${id}`, price: 50000, image: `/${id}.svg`, selectedSize: 'M' });
const summary = (lines: readonly { id: unknown; quantity: number }[]) => lines.map((l) => `${String(l.id)}×${l.quantity}`).sort();
const cartOf = (tab: Tab) => summary(selectCartItems(tab.store.getState()));
const storedCart = () => summary(JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { id: string; quantity: number }[]);
const cartKeys = ['cartItems', 'cartItems:rev'];

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

/** kaos×1 and topi×1 saved by a first tab, then the tabs of the test opened on it. */
async function openOnSavedCart(count: number): Promise<Tab[]> {
  const first = await bootTab();
  first.store.dispatch(itemAdded(product('kaos')));
  first.store.dispatch(itemAdded(product('topi')));
  await first.sync.flush();
  first.sync.stop();
  return Promise.all(Array.from({ length: count }, () => bootTab()));
}

describe('a tab that read storage from before another tab wrote', () => {
  it('has its write left out, sees it from the stamp and puts it back', async () => {
    const [a, b] = (await openOnSavedCart(2)) as [Tab, Tab];
    const before = snapshotOf(...cartKeys);
    a.store.dispatch(itemAdded({ ...product('kaos'), quantity: 2 }));
    a.store.dispatch(itemRemoved({ id: 'topi', selectedSize: 'M' }));
    await a.sync.flush();
    b.store.dispatch(itemAdded(product('tas')));
    await savingFromStale(before, () => b.sync.flush());
    // B wrote its merge over A's write, as Chromium lets it: kaos back to 1, topi back.
    expect(storedCart()).toEqual(['kaos×1', 'tas×1', 'topi×1']);

    announceWrite('cartItems');
    const expected = ['kaos×3', 'tas×1'];
    expect(storedCart()).toEqual(expected);
    expect(cartOf(a)).toEqual(expected);
    expect(cartOf(b)).toEqual(expected);
  });

  it('put back by both tabs at once (each read the other write as the one left out) counts nothing twice', async () => {
    const [a, b] = (await openOnSavedCart(2)) as [Tab, Tab];
    const before = snapshotOf(...cartKeys);
    a.store.dispatch(itemAdded({ ...product('kaos'), quantity: 2 }));
    a.store.dispatch(itemRemoved({ id: 'topi', selectedSize: 'M' }));
    await a.sync.flush();
    const afterA = snapshotOf(...cartKeys);
    b.store.dispatch(itemAdded(product('tas')));
    await savingFromStale(before, () => b.sync.flush());
    await a.sync.flush(); // A reads B's write, which left its own out, and puts it back
    b.store.dispatch(itemAdded(product('sabuk')));
    // B reads A's first write as the last one (A's repair has not reached it) and puts its own back.
    await savingFromStale(afterA, () => b.sync.flush());
    await a.sync.flush();
    await b.sync.flush();
    announceWrite('cartItems');
    const expected = ['kaos×3', 'sabuk×1', 'tas×1'];
    expect(storedCart()).toEqual(expected);
    expect(cartOf(a)).toEqual(expected);
    expect(cartOf(b)).toEqual(expected);
  });

  it('is repaired by a third tab that already had the left-out write, and the writer then keeps it', async () => {
    const [a, b, c] = (await openOnSavedCart(3)) as [Tab, Tab, Tab];
    const before = snapshotOf(...cartKeys);
    a.store.dispatch(itemAdded({ ...product('kaos'), quantity: 2 }));
    await a.sync.flush();
    await c.sync.flush(); // C reads A's write
    b.store.dispatch(itemAdded(product('tas')));
    await savingFromStale(before, () => b.sync.flush());
    c.store.dispatch(itemAdded(product('sabuk')));
    await c.sync.flush(); // C reads B's write first: it holds A's, so it merges from what B started from
    await a.sync.flush(); // A reads C's, which includes its write: nothing to put back, nothing counted twice
    await b.sync.flush();
    announceWrite('cartItems');
    const expected = ['kaos×3', 'sabuk×1', 'tas×1', 'topi×1'];
    expect(storedCart()).toEqual(expected);
    for (const tab of [a, b, c]) expect(cartOf(tab)).toEqual(expected);
  });

  it('keeps favourites: one saved in each tab stays, and a removal stays removed', async () => {
    const older = { id: 'lama', slug: 'lama', name: 'Lama' };
    const first = await bootTab();
    first.store.dispatch(productSaved(older));
    await first.sync.flush();
    first.sync.stop();
    const [a, b] = await Promise.all([bootTab(), bootTab()]);
    const before = snapshotOf('favorites', 'favorites:rev');
    a.store.dispatch(productSaved({ id: 7, slug: 'sandal-kulit', name: 'Sandal Kulit' }));
    a.store.dispatch(productRemoved({ id: 'lama' }));
    await a.sync.flush();
    b.store.dispatch(productSaved({ id: 'tas-anyam', slug: 'tas-anyam', name: 'Tas Anyam' }));
    await savingFromStale(before, () => b.sync.flush());
    announceWrite('favorites');
    const ids = (tab: Tab) => selectFavorites(tab.store.getState()).map((item) => item.id).sort();
    expect(ids(a)).toEqual([7, 'tas-anyam']);
    expect(ids(b)).toEqual([7, 'tas-anyam']);
    expect((JSON.parse(localStorage.getItem('favorites')!) as { id: unknown }[]).map((item) => item.id).sort()).toEqual([7, 'tas-anyam']);
  });
});

describe('the stamp beside the list', () => {
  it('is written with the list, in its own key; the list stays the bare array', async () => {
    const [a] = (await openOnSavedCart(1)) as [Tab];
    a.store.dispatch(itemAdded(product('tas')));
    await a.sync.flush();
    expect(Array.isArray(JSON.parse(localStorage.getItem('cartItems')!))).toBe(true);
    expect(JSON.parse(localStorage.getItem('cartItems:rev')!)).toEqual({ h: expect.any(String), v: [expect.any(String), expect.any(String)] });
  });

  it('left behind by a writer that knows no stamps (the existing site) is ignored: its list is merged as before', async () => {
    const [a] = (await openOnSavedCart(1)) as [Tab];
    const stamp = localStorage.getItem('cartItems:rev');
    // The existing site writes its own cart over ours, bare: kaos×5, topi gone, a line of its own.
    const siteCart = JSON.parse(localStorage.getItem('cartItems')!) as { id: string; quantity: number }[];
    localStorage.setItem('cartItems', JSON.stringify([{ ...siteCart[0]!, quantity: 5 }, { ...siteCart[0]!, id: 'lama', quantity: 1 }]));
    a.store.dispatch(itemAdded(product('tas')));
    await a.sync.flush();
    expect(storedCart()).toEqual(['kaos×5', 'lama×1', 'tas×1']);
    expect(cartOf(a)).toEqual(['kaos×5', 'lama×1', 'tas×1']);
    expect(localStorage.getItem('cartItems:rev')).not.toBe(stamp);
  });

  it('read before its list arrived (the stamp is written first): the tab writes nothing until the list is there', async () => {
    const [a, b] = (await openOnSavedCart(2)) as [Tab, Tab];
    const listBefore = snapshotOf('cartItems');
    a.store.dispatch(itemAdded(product('tas')));
    await a.sync.flush();
    // B reads A's new stamp beside the list it had, with a change of its own to save.
    b.store.dispatch(itemAdded(product('sabuk')));
    await savingFromStale(listBefore, () => b.sync.flush());
    expect(storedCart()).toEqual(['kaos×1', 'tas×1', 'topi×1']);
    announceWrite('cartItems'); // the list arrives: B merges into it
    announceWrite('cartItems'); // and A hears B's write
    const expected = ['kaos×1', 'sabuk×1', 'tas×1', 'topi×1'];
    expect(storedCart()).toEqual(expected);
    expect(cartOf(a)).toEqual(expected);
    expect(cartOf(b)).toEqual(expected);
  });
});

import { waitFor } from '@testing-library/react';
import type { AppStore } from '../../../src/app/store';
import { announceWrite, bootTab } from '../../fixtures/bootTab';
import { productRemoved, productSaved, selectFavorites } from '../../../src/features/favorites/favoritesSlice';
import { productViewed, recentlyViewedCleared, selectRecentlyViewed } from '../../../src/features/recent/recentlyViewedSlice';

const sandal = { id: 7, slug: 'sandal-kulit', name: 'Sandal Kulit' };
const tas = { id: 'tas-anyam', slug: 'tas-anyam', name: 'Tas Anyam Pandan' };
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('favorites in localStorage', () => {
  it('stores a bare array of ids, slugs and names, newest first, and loads it back', async () => {
    const first = await bootTab();
    first.store.dispatch(productSaved(sandal));
    first.store.dispatch(productSaved(tas));
    first.store.dispatch(productSaved(sandal)); // already saved: no second entry
    await first.sync.flush();
    expect(stored('favorites')).toEqual([
      { ...tas, savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      { ...sandal, savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
    ]);
    const second = await bootTab();
    expect(selectFavorites(second.store.getState()).map((item) => item.id)).toEqual(['tas-anyam', 7]);
  });

  it('removes the key once the last favourite is removed', async () => {
    const { store, sync } = await bootTab();
    store.dispatch(productSaved(sandal));
    await sync.flush();
    store.dispatch(productRemoved({ id: 7 }));
    await sync.flush();
    expect(localStorage.getItem('favorites')).toBeNull();
  });

  it('repairs what it can of a damaged value, drops the rest, and never writes the damage back', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(
      'favorites',
      JSON.stringify([
        { id: 7, slug: 'sandal-kulit', name: 42, savedAt: '2026-01-02T03:04:05.000Z', price: 99 },
        null,
        { slug: 'tanpa-id', name: 'Tanpa id' },
        { id: '', slug: 'id-kosong' },
        { id: 'tas-anyam' },
        { id: 7, slug: 'kembar', name: 'Kembar' },
        '<img src=x onerror=alert(1)>',
      ]),
    );
    const { store, sync } = await bootTab();
    expect(selectFavorites(store.getState())).toEqual([
      { id: 7, slug: 'sandal-kulit', name: '', savedAt: '2026-01-02T03:04:05.000Z' },
      { id: 'tas-anyam', slug: '', name: '', savedAt: '' },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('5 favorit'));
    store.dispatch(productSaved({ id: 'baru', slug: 'baru', name: 'Baru' }));
    await sync.flush();
    expect((stored('favorites') as unknown[]).length).toBe(3);
    expect(JSON.stringify(stored('favorites'))).not.toContain('onerror');
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['an object', '{"id":7}'],
    ['a string', '"sandal"'],
    ['null', 'null'],
  ])('starts with no favourites from %s and removes the unreadable value on the next write', async (_what, raw) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('favorites', raw);
    const { store, sync } = await bootTab();
    expect(selectFavorites(store.getState())).toEqual([]);
    store.dispatch(productSaved(sandal));
    await sync.flush();
    expect(stored('favorites')).toEqual([expect.objectContaining(sandal)]);
  });

  it('keeps working in memory when storage throws on every call', async () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { store, sync } = await bootTab();
    store.dispatch(productSaved(sandal));
    await sync.flush();
    expect(selectFavorites(store.getState())).toEqual([expect.objectContaining(sandal)]);
  });

  it("shows another tab's favourites, read as defensively, without writing them back", async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store } = await bootTab();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const removeItem = jest.spyOn(Storage.prototype, 'removeItem');
    localStorage.setItem('favorites', JSON.stringify([{ ...tas, savedAt: '2026-01-01T00:00:00.000Z' }, { nope: true }]));
    setItem.mockClear();
    announceWrite('favorites');
    await waitFor(() => expect(selectFavorites(store.getState())).toEqual([{ ...tas, savedAt: '2026-01-01T00:00:00.000Z' }]));
    localStorage.removeItem('favorites');
    removeItem.mockClear();
    announceWrite('favorites');
    await waitFor(() => expect(selectFavorites(store.getState())).toEqual([]));
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
  });

  it('keeps what two tabs saved before either wrote, newest first, and a removal in one of them', async () => {
    const older = { id: 'lama', slug: 'lama', name: 'Lama' };
    const a = await bootTab();
    a.store.dispatch(productSaved(older));
    await a.sync.flush();
    const b = await bootTab();
    jest.useFakeTimers({ now: Date.parse('2026-11-25T10:00:00.000Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    a.store.dispatch(productSaved(sandal));
    jest.setSystemTime(Date.parse('2026-11-25T10:00:01.000Z'));
    b.store.dispatch(productSaved(tas));
    b.store.dispatch(productRemoved({ id: 'lama' }));
    jest.useRealTimers();
    // B saves first; A then merges B's newer favourite into its own list.
    await b.sync.flush();
    await a.sync.flush();
    announceWrite('favorites');
    await waitFor(() => expect(selectFavorites(a.store.getState())).toEqual(selectFavorites(b.store.getState())));
    expect(selectFavorites(b.store.getState()).map((item) => item.id)).toEqual(['tas-anyam', 7]);
    expect((stored('favorites') as { id: unknown }[]).map((item) => item.id)).toEqual(['tas-anyam', 7]);
  });
});

describe('recently viewed in localStorage', () => {
  const view = (store: AppStore, n: number) => store.dispatch(productViewed({ id: n, slug: `produk-${n}` }));

  it('keeps the last 9 views, most recent first, a viewed-again product moved to the front', async () => {
    const { store, sync } = await bootTab();
    for (let n = 1; n <= 12; n += 1) view(store, n);
    view(store, 6);
    const ids = selectRecentlyViewed(store.getState()).map((item) => item.id);
    expect(ids).toEqual([6, 12, 11, 10, 9, 8, 7, 5, 4]);
    await sync.flush();
    expect((stored('recentlyViewed') as { id: number }[]).map((item) => item.id)).toEqual(ids);
  });

  it('clears the list and its key', async () => {
    const { store, sync } = await bootTab();
    view(store, 1);
    await sync.flush();
    store.dispatch(recentlyViewedCleared());
    await sync.flush();
    expect(selectRecentlyViewed(store.getState())).toEqual([]);
    expect(localStorage.getItem('recentlyViewed')).toBeNull();
  });

  it('drops damaged entries and anything past the limit from a stored list', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const entries = Array.from({ length: 12 }, (_, n) => ({ id: n + 1, slug: `produk-${n + 1}`, viewedAt: '' }));
    localStorage.setItem('recentlyViewed', JSON.stringify([{ id: null }, 'x', ...entries]));
    const { store } = await bootTab();
    expect(selectRecentlyViewed(store.getState()).map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

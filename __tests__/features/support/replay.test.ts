import { persistStore } from 'redux-persist';
import { makeStore } from '../../../src/app/store';
import {
  customItemAdded,
  itemAdded,
  itemRemoved,
  itemUpdated,
  quantityChanged,
} from '../../../src/features/cart/cartSlice';
import { themeToggled } from '../../../src/features/theme/themeSlice';
import { menuToggled, overlayClosed, searchToggled } from '../../../src/features/ui/uiSlice';
import { serializeLogFile, toLogFile } from '../../../src/features/support/logFile';
import { stripPersist } from '../../../src/features/support/plainState';
import { replayLogFile } from '../../../src/features/support/replay';
import { addSandal, emptyState, logText, sandal } from '../../fixtures/actionLogs';
import { shopReducer } from '../../../src/app/rootReducer';

const sneakers = {
  id: 101,
  name: 'Sneakers Kanvas',
  price: 250000,
  image: '/putih.svg',
  colorOptions: [
    { color: 'Putih', image: '/putih.svg' },
    { color: 'Hitam', image: '/hitam.svg' },
  ],
};

function replayed(text: string) {
  const result = replayLogFile(text, shopReducer);
  if (!result.ok) throw new Error(`expected a replay, got: ${result.error}`);
  return result.value;
}

function errorOf(text: string): string {
  const result = replayLogFile(text, shopReducer);
  if (result.ok) throw new Error('expected the log to be rejected');
  return result.error;
}

describe('determinism: a recorded session replays to exactly the state the store had', () => {
  it('for every kind of cart, theme and ui event, including custom orders made with ids and timestamps', async () => {
    localStorage.setItem('cartItems', JSON.stringify([{ ...sandal, quantity: 3 }]));
    const store = makeStore({ theme: { mode: 'system', systemPrefersDark: true } });
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => persistor.subscribe(() => persistor.getState().bootstrapped && resolve()));

    store.dispatch(itemAdded({ ...sneakers, selectedColor: 'Putih', selectedSize: '40' }));
    store.dispatch(itemAdded({ ...sneakers, selectedColor: 'Hitam', selectedSize: '40', quantity: 2 }));
    store.dispatch(itemUpdated({ id: 101, selectedColor: 'Hitam', selectedSize: '40', changes: { selectedColor: 'Putih' } }));
    store.dispatch(customItemAdded({ name: 'Sepatu custom', model: 'Loafer', notes: 'Inisial "AR" <b>' }));
    store.dispatch(quantityChanged({ id: 'sandal', quantity: 0 }));
    store.dispatch(itemRemoved({ id: 'tidak-ada' }));
    store.dispatch(themeToggled());
    store.dispatch(searchToggled());
    store.dispatch(menuToggled());
    store.dispatch(overlayClosed());
    store.dispatch(menuToggled());

    const text = serializeLogFile(toLogFile(store.actionLog.getSnapshot()));
    const { final, states, log } = replayed(text);
    expect(log.actions).toHaveLength(11);
    expect(states).toHaveLength(11);
    expect(final).toEqual(stripPersist(store.getState()));
    // The custom line's id and timestamp came from `prepare`, so they are in the log.
    expect(final.cart.items[2]).toMatchObject({ type: 'custom', id: expect.stringMatching(/^custom-/), createdAt: expect.any(String) });
    // The stored cart that was loaded at start-up is the log's starting point.
    expect(JSON.parse(JSON.parse(text).preloadedState).cart.items).toEqual([expect.objectContaining({ id: 'sandal', quantity: 3 })]);
  });

  it('after the oldest actions were dropped, from the moved baseline', () => {
    const store = makeStore();
    for (let i = 0; i < 1003; i += 1) store.dispatch(i % 2 ? themeToggled() : addSandal());
    const file = toLogFile(store.actionLog.getSnapshot());
    expect(file.droppedActions).toBe(3);
    expect(file.note).toMatch(/^3 aksi lama dibuang/);
    const { final, log } = replayed(JSON.stringify(file));
    expect(log.actions).toHaveLength(1000);
    expect(final).toEqual(stripPersist(store.getState()));
  });
});

describe('the exported file', () => {
  it("is Redux DevTools' import format: actions and state as JSON strings, with no _persist", async () => {
    const store = makeStore();
    persistStore(store);
    await Promise.resolve();
    store.dispatch(themeToggled());
    const file = JSON.parse(serializeLogFile(toLogFile(store.actionLog.getSnapshot(), new Date('2025-03-01T10:00:00Z'))));
    expect(typeof file.payload).toBe('string');
    expect(typeof file.preloadedState).toBe('string');
    expect(JSON.parse(file.payload)).toEqual([{ type: 'theme/toggled' }]);
    expect(file.preloadedState).not.toContain('_persist');
    expect(JSON.parse(file.preloadedState)).toEqual(emptyState);
    expect(file).toMatchObject({ app: 'Langkah', exportedAt: '2025-03-01T10:00:00.000Z', droppedActions: 0 });
  });
});

describe('replaying a log file', () => {
  it('replays favourites and recently viewed to the same state', () => {
    const saved = { id: 7, slug: 'sandal', name: 'Sandal', savedAt: '2026-11-25T10:00:00.000Z' };
    const actions = [
      { type: 'favorites/productSaved', payload: saved },
      { type: 'favorites/productSaved', payload: { ...saved, id: 8, slug: 'tas' } },
      { type: 'favorites/productRemoved', payload: { id: 7 } },
      { type: 'recentlyViewed/productViewed', payload: { id: 7, slug: 'sandal', viewedAt: '2026-11-25T10:00:00.000Z' } },
      { type: 'recentlyViewed/cleared' },
    ];
    const { states, final } = replayed(logText(actions));
    expect(final.favorites).toEqual({ items: [{ ...saved, id: 8, slug: 'tas' }] });
    expect(states[3]!.recentlyViewed.items).toHaveLength(1);
    expect(final.recentlyViewed).toEqual({ items: [] });
    expect(errorOf(logText([{ type: 'favorites/productSavd', payload: saved }]))).toMatch(/jenis aksi tidak dikenal$/);
    expect(errorOf(logText([], { ...emptyState, favorites: { items: [{ id: 7 }] } }))).toMatch(/^preloadedState\.favorites\.items\.0\.slug/);
  });

  it('fills in slices the file leaves out and accepts a file without preloadedState', () => {
    expect(replayed(logText([addSandal()])).final).toEqual({
      ...emptyState,
      cart: { items: [{ ...sandal, quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] }] },
    });
  });

  it.each([
    ['not JSON', '{"payload": [', /^berkas bukan JSON yang valid \(/],
    ['a JSON array', '[]', /^bentuk berkas salah: berkas harus berupa objek/],
    ['no payload', JSON.stringify({ preloadedState: '{}' }), /^bentuk berkas salah: berkas\.payload: tidak ada;/],
    ['a payload that is not a JSON string', JSON.stringify({ payload: [addSandal()] }), /^bentuk berkas salah: berkas\.payload/],
    ['a payload string that is not JSON', JSON.stringify({ payload: '[{' }), /^payload bukan JSON yang valid/],
    ['a payload that is not a list', JSON.stringify({ payload: '{}' }), /^payload harus berupa daftar/],
    ['an action without a type', logText([addSandal(), { payload: 1 }]), /^aksi #2: harus objek dengan "type"/],
    ['an unknown action type', logText([addSandal(), { type: 'cart/itemAddd' }]), /^aksi #2 \("cart\/itemAddd"\): jenis aksi tidak dikenal$/],
    ['an action of no slice', logText([{ type: 'counter/incremented' }]), /^aksi #1 \("counter\/incremented"\): jenis aksi tidak dikenal$/],
    ['a persist action', logText([{ type: 'persist/PERSIST' }]), /^aksi #1 \("persist\/PERSIST"\): aksi internal, tidak bisa diputar ulang; ekspor log dari konsol dukungan$/],
    ['preloadedState that is not JSON', JSON.stringify({ payload: '[]', preloadedState: 'x' }), /^preloadedState bukan JSON/],
    ['preloadedState that is a list', logText([], []), /^preloadedState harus berupa objek$/],
    ['an unknown slice', logText([], { ...emptyState, wishlist: {} }), /^preloadedState\.wishlist: bagian keadaan tidak dikenal$/],
    [
      'a cart line with a price in words',
      logText([], { ...emptyState, cart: { items: [{ ...sandal, price: 'mahal', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] }] } }),
      /^preloadedState\.cart\.items\.0\.price: tipe salah \(diharapkan number, didapat "mahal"\)$/,
    ],
    ['a theme mode that does not exist', logText([], { ...emptyState, theme: { mode: 'ungu', systemPrefersDark: false } }), /^preloadedState\.theme\.mode:/],
    ['a negative dropped count', logText([], emptyState, { droppedActions: -1 }), /^bentuk berkas salah: berkas\.droppedActions: nilai tidak valid/],
    ['an action a reducer throws on', logText([addSandal(), { type: 'cart/itemsRemoved', payload: 'semua' }]), /^aksi #2 \("cart\/itemsRemoved"\) ditolak reducer: /],
    ['an action without the payload its reducer needs', logText([{ type: 'cart/itemAdded' }]), /^aksi #1 \("cart\/itemAdded"\) ditolak reducer: /],
    [
      'an action that brings a line the shop could not hold',
      logText([addSandal(), { type: 'cart/itemAdded', payload: { id: 'x', name: 'X' } }]),
      /^aksi #2 \("cart\/itemAdded"\) membawa baris keranjang yang tidak utuh, yang tidak pernah dicatat toko: baris\.price: tidak ada$/,
    ],
  ])('rejects %s with one line saying what and where', (_case, text, expected) => {
    const error = errorOf(text);
    expect(error).toMatch(expected);
    expect(error).not.toContain('\n');
  });
});

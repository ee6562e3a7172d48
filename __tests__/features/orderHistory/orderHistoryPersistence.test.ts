import { waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { startStorageSync } from '../../../src/app/persistence/storageSync';
import { makeStore, type AppStore } from '../../../src/app/store';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { orderSent, selectPastOrders } from '../../../src/features/orderHistory/orderHistorySlice';

const line: CartLine = { id: 'lk-001', name: 'Sneakers', price: 249_000, image: '/a.svg', quantity: 2, selectedColor: 'Putih', selectedSize: '42', colorOptions: [] };
const order = (id: string, sentAt = '2026-11-20T10:00:00.000Z') => ({ id, sentAt, lines: [line], total: 498_000 });

async function boot(store: AppStore = makeStore()) {
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
  return { store, persistor };
}

afterEach(() => jest.restoreAllMocks());

it('stores each sent order under `orderHistory` as a bare array, newest first, at most 20', async () => {
  const { store, persistor } = await boot();
  for (let i = 0; i < 22; i += 1) store.dispatch(orderSent([{ ...line, quantity: i + 1 }]));
  await persistor.flush();
  const stored = JSON.parse(localStorage.getItem('orderHistory')!) as { lines: CartLine[]; total: number; sentAt: string }[];
  expect(stored).toHaveLength(20);
  expect(stored[0]!.lines[0]!.quantity).toBe(22);
  expect(stored[19]!.lines[0]!.quantity).toBe(3);
  expect(stored[0]!.total).toBe(22 * 249_000);
  expect(Number.isNaN(Date.parse(stored[0]!.sentAt))).toBe(false);
  expect(stored).toEqual(selectPastOrders(store.getState()));
});

it('repairs what can be repaired, drops the rest, and never writes the corrupt value back', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem(
    'orderHistory',
    JSON.stringify([
      { ...order('a'), lines: [{ ...line, quantity: '3' }, null] },
      { ...order('b'), sentAt: 'kemarin' },
      { ...order('c'), lines: [{ id: 5 }] },
      'rusak',
      order('d'),
    ]),
  );
  const { store, persistor } = await boot();
  expect(selectPastOrders(store.getState()).map(({ id }) => id)).toEqual(['a', 'd']);
  expect(selectPastOrders(store.getState())[0]!.lines).toEqual([{ ...line, quantity: 3 }]);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('3 pesanan'));
  store.dispatch(orderSent([line]));
  await persistor.flush();
  expect(JSON.parse(localStorage.getItem('orderHistory')!)).toEqual(selectPastOrders(store.getState()));
});

it('starts empty on invalid JSON or more than 20 stored orders cut to the newest 20', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem('orderHistory', '{bukan json');
  expect(selectPastOrders((await boot()).store.getState())).toEqual([]);
  localStorage.setItem('orderHistory', JSON.stringify(Array.from({ length: 25 }, (_, i) => order(`o${i}`))));
  expect(selectPastOrders((await boot()).store.getState()).map(({ id }) => id)).toEqual(Array.from({ length: 20 }, (_, i) => `o${i}`));
});

it('keeps working in memory when storage throws', async () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const { store, persistor } = await boot();
  store.dispatch(orderSent([line]));
  await persistor.flush();
  expect(selectPastOrders(store.getState())).toHaveLength(1);
});

it('follows another tab, ignoring what it cannot read', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { store } = await boot();
  const stop = startStorageSync(store);
  window.dispatchEvent(new StorageEvent('storage', { key: 'orderHistory', newValue: JSON.stringify([order('tab'), { id: 'x' }]) }));
  await waitFor(() => expect(selectPastOrders(store.getState()).map(({ id }) => id)).toEqual(['tab']));
  window.dispatchEvent(new StorageEvent('storage', { key: 'orderHistory', newValue: null }));
  await waitFor(() => expect(selectPastOrders(store.getState())).toEqual([]));
  stop();
});

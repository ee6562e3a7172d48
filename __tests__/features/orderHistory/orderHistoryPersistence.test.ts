import { waitFor } from '@testing-library/react';
import { startOrderHistorySync } from '../../../src/app/persistence/savedListsSync';
import { makeStore } from '../../../src/app/store';
import { announceWrite, bootTab } from '../../fixtures/bootTab';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { orderSent, selectPastOrders } from '../../../src/features/orderHistory/orderHistorySlice';
import { recordOf } from '../../fixtures/orderRecord';

const line: CartLine = { id: 'lk-001', name: 'Sneakers', price: 249_000, image: '/a.svg', quantity: 2, selectedColor: 'Putih', selectedSize: '42', colorOptions: [] };
const order = (id: string, sentAt = '2026-11-20T10:00:00.000Z') => ({ id, sentAt, lines: [line], total: 498_000 });

afterEach(() => jest.restoreAllMocks());

it('stores each sent order under `orderHistory` as a bare array, newest first, at most 20', async () => {
  const { store, sync } = await bootTab();
  for (let i = 0; i < 22; i += 1) store.dispatch(orderSent(recordOf([{ ...line, quantity: i + 1 }])));
  await sync.flush();
  const stored = JSON.parse(localStorage.getItem('orderHistory')!) as { lines: CartLine[]; goodsTotal: number; sentAt: string }[];
  expect(stored).toHaveLength(20);
  expect(stored[0]!.lines[0]!.quantity).toBe(22);
  expect(stored[19]!.lines[0]!.quantity).toBe(3);
  expect(stored[0]!.goodsTotal).toBe(22 * 249_000);
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
  const { store, sync } = await bootTab();
  expect(selectPastOrders(store.getState()).map(({ id }) => id)).toEqual(['a', 'd']);
  expect(selectPastOrders(store.getState())[0]!.lines).toEqual([{ ...line, quantity: 3 }]);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('3 pesanan'));
  store.dispatch(orderSent(recordOf([line])));
  await sync.flush();
  expect(JSON.parse(localStorage.getItem('orderHistory')!)).toEqual(selectPastOrders(store.getState()));
});

it('starts empty on invalid JSON or more than 20 stored orders cut to the newest 20', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem('orderHistory', '{bukan json');
  expect(selectPastOrders((await bootTab()).store.getState())).toEqual([]);
  localStorage.setItem('orderHistory', JSON.stringify(Array.from({ length: 25 }, (_, i) => order(`o${i}`))));
  expect(selectPastOrders((await bootTab()).store.getState()).map(({ id }) => id)).toEqual(Array.from({ length: 20 }, (_, i) => `o${i}`));
});

it('keeps working in memory when storage throws', async () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  const { store, sync } = await bootTab();
  store.dispatch(orderSent(recordOf([line])));
  await sync.flush();
  expect(selectPastOrders(store.getState())).toHaveLength(1);
});

it('follows another tab, ignoring what it cannot read', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { store } = await bootTab();
  localStorage.setItem('orderHistory', JSON.stringify([order('tab'), { id: 'x' }]));
  announceWrite('orderHistory');
  await waitFor(() => expect(selectPastOrders(store.getState()).map(({ id }) => id)).toEqual(['tab']));
  localStorage.removeItem('orderHistory');
  announceWrite('orderHistory');
  await waitFor(() => expect(selectPastOrders(store.getState())).toEqual([]));
});

it('keeps the orders two tabs sent at once, newest first', async () => {
  const a = await bootTab();
  const b = await bootTab();
  a.store.dispatch(orderSent(recordOf([line])));
  b.store.dispatch(orderSent(recordOf([{ ...line, quantity: 5 }])));
  await a.sync.flush();
  await b.sync.flush();
  announceWrite('orderHistory');
  await waitFor(() => expect(selectPastOrders(a.store.getState())).toHaveLength(2));
  const orders = selectPastOrders(b.store.getState());
  expect(selectPastOrders(a.store.getState())).toEqual(orders);
  expect(orders[0]!.sentAt >= orders[1]!.sentAt).toBe(true);
  expect(JSON.parse(localStorage.getItem('orderHistory')!)).toEqual(orders);
});

it('merges with a stored history it could not read at load (its reader failed), never overwrites it', async () => {
  localStorage.setItem('orderHistory', JSON.stringify([order('lama')]));
  const store = makeStore();
  store.dispatch(orderSent(recordOf([line])));
  // What startStore passes when the reader's chunk failed: the store started from nothing.
  const sync = startOrderHistorySync(store, null);
  await sync.flush();
  sync.stop();
  const ids = selectPastOrders(store.getState()).map(({ id }) => id);
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe('lama');
  expect(JSON.parse(localStorage.getItem('orderHistory')!)).toEqual(selectPastOrders(store.getState()));
});

import { persistStore } from 'redux-persist';
import { storedAtLoad } from '../../../src/app/persistence/persistConfigs';
import { makeStore } from '../../../src/app/store';
import { orderSent, selectPastOrders } from '../../../src/features/orderHistory/orderHistorySlice';
import { recordOf } from '../../fixtures/orderRecord';
import { untilBootstrapped } from '../../fixtures/untilBootstrapped';

// The history's reader is a chunk of its own; here it never loads (offline, a broken deploy).
jest.mock('../../../src/features/orderHistory/orderHistoryStorage', () => {
  throw new Error('Loading chunk order-history-storage failed.');
});

it('keeps the stored history untouched when its reader cannot load, and the shop keeps working', async () => {
  const stored = JSON.stringify([{ id: 'lama', sentAt: '2026-11-01T10:00:00.000Z', lines: [], total: 0 }]);
  localStorage.setItem('orderHistory', stored);
  const store = makeStore();
  const persistor = persistStore(store);
  await untilBootstrapped(persistor);
  store.dispatch(orderSent(recordOf([{ id: 'lk-001', name: 'Sneakers', price: 1, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [] }])));
  await persistor.flush();
  expect(selectPastOrders(store.getState())).toHaveLength(1);
  expect(localStorage.getItem('orderHistory')).toBe(stored);
  // So the save engine starts from nothing and merges the stored orders in (orderHistoryPersistence.test.ts).
  expect(storedAtLoad('orderHistory')).toBeNull();
});

import { makeStore } from '../../../src/app/store';
import { cleared, clearUndone, customItemAdded, itemAdded, selectCartItems } from '../../../src/features/cart/cartSlice';

const tas = { id: 'tas', name: 'Tas', price: 100000, image: '/tas.svg' };
const topi = { id: 'topi', name: 'Topi', price: 50000, image: '/topi.svg' };

it('puts the cleared lines back in their order', () => {
  const store = makeStore();
  store.dispatch(itemAdded({ ...tas, quantity: 2 }));
  store.dispatch(customItemAdded({ name: 'Sepatu custom', model: 'Loafer' }));
  const before = selectCartItems(store.getState());
  store.dispatch(cleared());
  store.dispatch(clearUndone(before));
  expect(selectCartItems(store.getState())).toEqual(before);
});

it('keeps what was added in the meantime, merging a line that exists on both sides', () => {
  const store = makeStore();
  store.dispatch(itemAdded({ ...tas, quantity: 2 }));
  const before = selectCartItems(store.getState());
  store.dispatch(cleared());
  store.dispatch(itemAdded(tas));
  store.dispatch(itemAdded(topi));
  store.dispatch(clearUndone(before));
  const items = selectCartItems(store.getState());
  expect(items.map((line) => [line.id, line.quantity])).toEqual([
    ['tas', 3],
    ['topi', 1],
  ]);
});

it('never doubles a custom order', () => {
  const store = makeStore();
  store.dispatch(customItemAdded({ name: 'Tas custom' }));
  const before = selectCartItems(store.getState());
  store.dispatch(clearUndone(before));
  expect(selectCartItems(store.getState())).toEqual(before);
});

import { makeStore } from '../../../src/app/store';
import { cleared, clearUndone, customItemAdded, itemAdded, itemRemoved, itemsRemoved, removalUndone, selectCartItems } from '../../../src/features/cart/cartSlice';

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

describe('undoing a removal', () => {
  it('puts each line back where it was', () => {
    const store = makeStore();
    for (const product of [tas, topi, { ...tas, id: 'sabuk' }, { ...tas, id: 'dompet' }]) store.dispatch(itemAdded(product));
    const before = selectCartItems(store.getState());
    const removed = [
      { line: before[3]!, index: 3 },
      { line: before[1]!, index: 1 },
    ];
    store.dispatch(itemsRemoved([before[1]!, before[3]!]));
    store.dispatch(removalUndone(removed));
    expect(selectCartItems(store.getState())).toEqual(before);
  });

  it('merges with a line that came back another way', () => {
    const store = makeStore();
    store.dispatch(itemAdded({ ...tas, quantity: 2 }));
    const [line] = selectCartItems(store.getState());
    store.dispatch(itemRemoved(line!));
    store.dispatch(itemAdded(tas));
    store.dispatch(removalUndone([{ line: line!, index: 0 }]));
    expect(selectCartItems(store.getState()).map((l) => l.quantity)).toEqual([3]);
  });
});

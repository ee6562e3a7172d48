import { readItem } from '../../src/lib/browserStorage';
import { persistStore } from 'redux-persist';
import { startCartSync } from '../../src/app/persistence/cartSync';
import { makeStore } from '../../src/app/store';
import { quantityChanged, selectCartItems } from '../../src/features/cart/cartSlice';
import { bigCart } from '../../scripts/bench/bigCart';
import { untilBootstrapped } from '../fixtures/untilBootstrapped';

const stops: (() => void)[] = [];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function bootWithCart(lines: number) {
  const items = bigCart(lines);
  const store = makeStore({ cart: { items } });
  const persistor = persistStore(store);
  await untilBootstrapped(persistor);
  const cartSync = startCartSync(store, readItem('cartItems'));
  stops.push(cartSync.stop);
  await wait(150);
  return { store, cartSync, items };
}

const storedQuantityOfLast = () => {
  const stored = JSON.parse(localStorage.getItem('cartItems') ?? '[]') as { quantity: number }[];
  return stored[stored.length - 1]?.quantity;
};

// Development-only checks warn that a 200-line state is slow to inspect; production has none.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  jest.restoreAllMocks();
});

it('saves a burst of quantity changes on a 200-line cart in one write, after the clicks', async () => {
  const { store, items } = await bootWithCart(200);
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  const last = items[items.length - 1]!;
  for (let quantity = 2; quantity <= 30; quantity += 1) {
    store.dispatch(quantityChanged({ id: last.id, selectedColor: last.selectedColor, selectedSize: last.selectedSize, quantity }));
  }
  // Nothing is written while the shopper is still clicking or typing.
  expect(setItem).not.toHaveBeenCalled();
  await wait(300);
  expect(setItem.mock.calls.filter(([key]) => key === 'cartItems')).toHaveLength(1);
  expect(storedQuantityOfLast()).toBe(30);
  expect(selectCartItems(store.getState())).toHaveLength(200);
});

it('writes the last change at once when the page is leaving (pagehide)', async () => {
  const { store, items } = await bootWithCart(200);
  const first = items[0]!;
  store.dispatch(quantityChanged({ id: first.id, selectedColor: first.selectedColor, selectedSize: first.selectedSize, quantity: 9 }));
  window.dispatchEvent(new Event('pagehide'));
  const stored = JSON.parse(localStorage.getItem('cartItems')!) as { quantity: number }[];
  expect(stored[0]!.quantity).toBe(9);
});

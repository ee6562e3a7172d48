// Bundled by cartSave.ts and run in Chromium: the real persistence code against real localStorage.
import { persistStore } from 'redux-persist';
import { startCartSync } from '../../src/app/persistence/cartSync';
import { makeStore } from '../../src/app/store';
import { quantityChanged } from '../../src/features/cart/cartSlice';
import { bigCart } from './bigCart';

export interface CartSaveResult {
  lines: number;
  bytes: number;
  /** One save: take the Web Lock, read what storage holds, merge, encode (JSON) and write. */
  saveMs: number[];
  /** One quantity change on the big cart: reducer, listeners and persist bookkeeping. */
  dispatchMs: number[];
  /** localStorage writes made while 50 changes were dispatched back to back (throttled: 0). */
  writesDuringBurst: number;
  /** Writes once the throttle had run (1: the whole burst in one save). */
  writesAfterBurst: number;
}

async function loadedStore(items: ReturnType<typeof bigCart>) {
  const store = makeStore({ cart: { items } });
  const persistor = persistStore(store);
  await new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
  return { store, persistor, sync: startCartSync(store, localStorage.getItem('cartItems')) };
}

async function run(lineCount: number, iterations: number): Promise<CartSaveResult> {
  localStorage.clear();
  const items = bigCart(lineCount);
  const saving = await loadedStore(items);
  await saving.sync.flush();
  const saveMs: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    // A different cart each time: a cart that is already stored is not written again.
    const line = items[i % 7]!;
    saving.store.dispatch(quantityChanged({ id: line.id, selectedColor: line.selectedColor, selectedSize: line.selectedSize, quantity: 2 + i }));
    const started = performance.now();
    await saving.sync.flush();
    saveMs.push(performance.now() - started);
  }
  saving.sync.stop();
  saving.persistor.pause();
  const bytes = localStorage.getItem('cartItems')?.length ?? 0;

  localStorage.clear();
  const { store, persistor, sync } = await loadedStore(items);
  await new Promise((resolve) => setTimeout(resolve, 300));

  let writes = 0;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function countedSetItem(this: Storage, key: string, value: string) {
    if (key === 'cartItems') writes += 1;
    return setItem.call(this, key, value);
  };
  const dispatchMs: number[] = [];
  try {
    const line = items[lineCount - 1]!;
    for (let i = 0; i < 50; i += 1) {
      const started = performance.now();
      store.dispatch(quantityChanged({ id: line.id, selectedColor: line.selectedColor, selectedSize: line.selectedSize, quantity: 2 + i }));
      dispatchMs.push(performance.now() - started);
    }
    const writesDuringBurst = writes;
    await new Promise((resolve) => setTimeout(resolve, 400));
    return { lines: lineCount, bytes, saveMs, dispatchMs, writesDuringBurst, writesAfterBurst: writes - writesDuringBurst };
  } finally {
    Storage.prototype.setItem = setItem;
    sync.stop();
    persistor.pause();
  }
}

Object.assign(window, { langkahCartBench: run });

// Bundled by cartSave.ts and run in Chromium: the real persistence code against real localStorage.
import { persistStore } from 'redux-persist';
import { startCartSync } from '../../src/app/persistence/cartSync';
import { makeStore } from '../../src/app/store';
import { quantityChanged } from '../../src/features/cart/cartSlice';
import { bigCart } from './bigCart';

export interface CartSaveResult {
  lines: number;
  bytes: number;
  /** One save: take the Web Lock, read what storage holds, merge, encode (JSON) and write (until the write, not the lock's hold after it). */
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

/** Calls `seen` after each write of `cartItems`, until the function returned puts setItem back. */
function onCartWrite(seen: () => void): () => void {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function watchedSetItem(this: Storage, key: string, value: string) {
    setItem.call(this, key, value);
    if (key === 'cartItems') seen();
  };
  return () => {
    Storage.prototype.setItem = setItem;
  };
}

async function run(lineCount: number, iterations: number): Promise<CartSaveResult> {
  localStorage.clear();
  const items = bigCart(lineCount);
  const saving = await loadedStore(items);
  await saving.sync.flush();
  const saveMs: number[] = [];
  // When the save wrote the list, its last step: flush() resolves only once the lock's hold after
  // the write is over (src/lib/storageLock.ts, LOCK_HOLD_MS), which no tab waits on but the next.
  let writtenAt = 0;
  const stopTiming = onCartWrite(() => (writtenAt = performance.now()));
  try {
    for (let i = 0; i < iterations; i += 1) {
      // A different cart each time: a cart that is already stored is not written again.
      const line = items[i % 7]!;
      saving.store.dispatch(quantityChanged({ id: line.id, selectedColor: line.selectedColor, selectedSize: line.selectedSize, quantity: 2 + i }));
      const started = performance.now();
      writtenAt = 0;
      await saving.sync.flush();
      if (!writtenAt) throw new Error(`save ${i + 1} wrote nothing`);
      saveMs.push(writtenAt - started);
    }
  } finally {
    stopTiming();
  }
  saving.sync.stop();
  saving.persistor.pause();
  const bytes = localStorage.getItem('cartItems')?.length ?? 0;

  localStorage.clear();
  const { store, persistor, sync } = await loadedStore(items);
  await new Promise((resolve) => setTimeout(resolve, 300));

  let writes = 0;
  const stopCounting = onCartWrite(() => (writes += 1));
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
    stopCounting();
    sync.stop();
    persistor.pause();
  }
}

Object.assign(window, { langkahCartBench: run });

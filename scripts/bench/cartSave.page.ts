// Bundled by cartSave.ts and run in Chromium: the real persistence code against real localStorage.
import { persistStore } from 'redux-persist';
import { startCartSync } from '../../src/app/persistence/cartSync';
import { makeStore } from '../../src/app/store';
import { quantityChanged } from '../../src/features/cart/cartSlice';
import { bigCart } from './bigCart';

export interface CartSaveResult {
  lines: number;
  bytes: number;
  /**
   * One save's task, what blocks the page: under the Web Lock, read what storage holds, merge,
   * encode (JSON), stamp and write, in one synchronous step (listSync.ts's syncNow).
   */
  saveMs: number[];
  /** One save from its request to the list's write: the lock's grant included, during which the page runs. */
  requestToWriteMs: number[];
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

/** Calls `timed` with how long each Web Lock callback ran synchronously, until the function returned puts request back. */
function onLockHeld(timed: (ms: number) => void): () => void {
  const locks = navigator.locks;
  const request = locks.request;
  locks.request = function timedRequest(this: LockManager, name: string, ...rest: unknown[]) {
    const callback = rest.pop() as LockGrantedCallback<unknown>;
    return request.call(this, name, ...(rest as [LockOptions]), (lock: Lock | null) => {
      const started = performance.now();
      const result = callback(lock);
      timed(performance.now() - started);
      return result;
    });
  } as LockManager['request'];
  return () => {
    locks.request = request;
  };
}

async function run(lineCount: number, iterations: number): Promise<CartSaveResult> {
  localStorage.clear();
  const items = bigCart(lineCount);
  const saving = await loadedStore(items);
  await saving.sync.flush();
  const saveMs: number[] = [];
  const requestToWriteMs: number[] = [];
  // When the save wrote the list: flush() resolves only once the lock's hold after the write is
  // over (src/lib/storageLock.ts, LOCK_HOLD_MS), which no tab waits on but the next.
  let writtenAt = 0;
  const stopTiming = onCartWrite(() => (writtenAt = performance.now()));
  const stopLockTiming = onLockHeld((ms) => saveMs.push(ms));
  try {
    for (let i = 0; i < iterations; i += 1) {
      // A different cart each time: a cart that is already stored is not written again.
      const line = items[i % 7]!;
      saving.store.dispatch(quantityChanged({ id: line.id, selectedColor: line.selectedColor, selectedSize: line.selectedSize, quantity: 2 + i }));
      const started = performance.now();
      writtenAt = 0;
      await saving.sync.flush();
      if (!writtenAt) throw new Error(`save ${i + 1} wrote nothing`);
      requestToWriteMs.push(writtenAt - started);
    }
  } finally {
    stopTiming();
    stopLockTiming();
  }
  if (saveMs.length !== iterations) throw new Error(`${saveMs.length} saves ran under the lock, not ${iterations}`);
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
    return { lines: lineCount, bytes, saveMs, requestToWriteMs, dispatchMs, writesDuringBurst, writesAfterBurst: writes - writesDuringBurst };
  } finally {
    stopCounting();
    sync.stop();
    persistor.pause();
  }
}

Object.assign(window, { langkahCartBench: run });

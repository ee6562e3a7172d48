import { persistStore } from 'redux-persist';
import { makeStore } from '../../../src/app/store';
import { itemAdded, quantityChanged } from '../../../src/features/cart/cartSlice';
import { themeToggled } from '../../../src/features/theme/themeSlice';
import { menuToggled } from '../../../src/features/ui/uiSlice';
import { createActionRecorder } from '../../../src/features/support/actionRecorder';
import { configureStore, createListenerMiddleware, createSlice } from '@reduxjs/toolkit';
import { sandal } from '../../fixtures/actionLogs';
import { untilBootstrapped } from '../../fixtures/untilBootstrapped';

const types = (store: ReturnType<typeof makeStore>) => store.actionLog.getSnapshot().entries.map((entry) => entry.action.type);

async function bootedStore() {
  const store = makeStore();
  const persistor = persistStore(store);
  await untilBootstrapped(persistor);
  return { store, persistor };
}

describe('the action recorder on a real store', () => {
  it('records every action in order with the state after it, starting from the state at creation', () => {
    const store = makeStore({ theme: { mode: 'light', systemPrefersDark: true } });
    const start = store.getState();
    store.dispatch(itemAdded(sandal));
    store.dispatch(themeToggled());
    const { baseline, entries, dropped } = store.actionLog.getSnapshot();
    expect(baseline).toBe(start);
    expect(entries.map((entry) => entry.action)).toEqual([itemAdded(sandal), themeToggled()]);
    expect(entries[1]!.stateAfter).toBe(store.getState());
    expect(dropped).toBe(0);
  });

  it('never records persist/* actions, and takes a rehydrated cart into the baseline', async () => {
    localStorage.setItem('cartItems', JSON.stringify([{ ...sandal, quantity: 2 }]));
    const { store, persistor } = await bootedStore();
    store.dispatch(menuToggled());
    await persistor.flush();
    expect(types(store)).toEqual(['ui/menuToggled']);
    const baseline = store.actionLog.getSnapshot().baseline as ReturnType<typeof store.getState>;
    expect(baseline.cart.items).toEqual([expect.objectContaining({ id: 'sandal', quantity: 2 })]);
  });

  it('keeps each store its own log', () => {
    const first = makeStore();
    const second = makeStore();
    first.dispatch(themeToggled());
    expect(types(first)).toEqual(['theme/toggled']);
    expect(types(second)).toEqual([]);
  });

  it('tells subscribers about each new entry and can start afresh from the current state', () => {
    const store = makeStore();
    const seen = jest.fn();
    const unsubscribe = store.actionLog.subscribe(seen);
    store.dispatch(themeToggled());
    expect(seen).toHaveBeenCalledTimes(1);
    store.actionLog.clear();
    expect(store.actionLog.getSnapshot()).toEqual({ baseline: store.getState(), entries: [], dropped: 0 });
    unsubscribe();
    store.dispatch(themeToggled());
    expect(seen).toHaveBeenCalledTimes(2);
  });
});

describe('the bound', () => {
  const counter = createSlice({
    name: 'counter',
    initialState: { value: 0 },
    reducers: { incremented: (state) => void (state.value += 1) },
  });

  function counterStore(limit?: number) {
    const recorder = createActionRecorder(limit === undefined ? {} : { limit });
    const store = configureStore({
      reducer: { counter: counter.reducer },
      middleware: (getDefault) => getDefault().concat(recorder.middleware),
      devTools: false,
    });
    return { store, recorder };
  }

  it('keeps the most recent actions and moves the baseline forward past the dropped ones', () => {
    const { store, recorder } = counterStore(3);
    for (let i = 0; i < 5; i += 1) store.dispatch(counter.actions.incremented());
    const { baseline, entries, dropped } = recorder.getSnapshot();
    expect(entries).toHaveLength(3);
    expect(dropped).toBe(2);
    expect(baseline).toEqual({ counter: { value: 2 } });
    expect(entries.map((entry) => entry.stateAfter)).toEqual([3, 4, 5].map((value) => ({ counter: { value } })));
  });

  it('holds 1,000 actions by default', () => {
    const { store, recorder } = counterStore();
    for (let i = 0; i < 1005; i += 1) store.dispatch(counter.actions.incremented());
    expect(recorder.getSnapshot().entries).toHaveLength(1000);
    expect(recorder.getSnapshot().dropped).toBe(5);
    expect(recorder.getSnapshot().baseline).toEqual({ counter: { value: 5 } });
  });

  it('passes thunks and other non-actions through without recording them', () => {
    const { store, recorder } = counterStore(10);
    store.dispatch((dispatch) => dispatch(counter.actions.incremented()));
    expect(recorder.getSnapshot().entries.map((entry) => entry.action.type)).toEqual(['counter/incremented']);
  });

  it("records a listener's follow-up dispatch after the action that caused it, each with its own state", () => {
    const listeners = createListenerMiddleware();
    listeners.startListening({
      predicate: (action) => action.type === 'counter/incremented',
      effect: (_action, api) => {
        if ((api.getState() as { counter: { value: number } }).counter.value === 1) api.dispatch(counter.actions.incremented());
      },
    });
    const recorder = createActionRecorder();
    const store = configureStore({
      reducer: { counter: counter.reducer },
      middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(recorder.middleware),
      devTools: false,
    });
    store.dispatch(counter.actions.incremented());
    expect(recorder.getSnapshot().entries.map((entry) => entry.stateAfter)).toEqual([{ counter: { value: 1 } }, { counter: { value: 2 } }]);
  });

  it('restarts the log when a persist action changes data after recording began', () => {
    const recorder = createActionRecorder();
    const store = configureStore({
      reducer: (state: { value: number } = { value: 0 }, action) =>
        action.type === 'persist/REHYDRATE' ? { value: 99 } : action.type === 'bumped' ? { value: state.value + 1 } : state,
      middleware: (getDefault) => getDefault().concat(recorder.middleware),
      devTools: false,
    });
    store.dispatch({ type: 'bumped' });
    store.dispatch({ type: 'persist/FLUSH' });
    expect(recorder.getSnapshot().entries).toHaveLength(1);
    store.dispatch({ type: 'persist/REHYDRATE' });
    expect(recorder.getSnapshot()).toEqual({ baseline: { value: 99 }, entries: [], dropped: 1 });
  });
});

it('records a quantity change as the event it is', () => {
  const store = makeStore();
  store.dispatch(itemAdded(sandal));
  store.dispatch(quantityChanged({ id: 'sandal', quantity: 4 }));
  expect(types(store)).toEqual(['cart/itemAdded', 'cart/quantityChanged']);
});

import { persistStore } from 'redux-persist';
import { systemPrefersDark, watchSystemTheme } from '../features/theme/systemTheme';
import { nextTask } from '../lib/nextTask';
import { anyListStored, storedAtLoad } from './persistence/persistConfigs';
import { startStorageSync } from './persistence/storageSync';
import { registerServiceWorker } from './serviceWorker';
import { makeStore, type AppStore } from './store';

/**
 * Saving the cart and the saved lists (merged with other tabs', src/app/persistence/listSync.ts)
 * is not needed for the first paint: its code is a chunk of its own, started with the raw values
 * the lists were loaded from. Changes made before it arrives are saved when it starts; if it
 * fails to load (offline without the service worker), the next change tries again.
 */
function startListSyncsLazily(store: AppStore): void {
  import(/* webpackChunkName: "list-sync" */ './persistence/startListSyncs').then(
    ({ startListSyncs }) => startListSyncs(store, storedAtLoad),
    () => {
      const unsubscribe = store.subscribe(() => {
        unsubscribe();
        startListSyncsLazily(store);
      });
    },
  );
}

/**
 * A first visit (no list stored) has nothing to save or repair until a list changes here or
 * another tab writes one: the engine is fetched at the shopper's first pointer or key (before the
 * press that could change a list, so it is in by the time a change is saved), at the first change,
 * or at another tab's write, whichever comes first; a visit that touches nothing spends none of its
 * first load on it (issue 54's JavaScript budget, scripts/bench/scriptBudget.ts). The engine starts
 * from the values loaded (nothing), so it saves what changed before it arrived and merges what the
 * other tab wrote. A returning shopper's stored lists are checked (and a damaged one repaired) at
 * once, as before.
 */
function startListSyncsWhenNeeded(store: AppStore): void {
  if (anyListStored()) {
    startListSyncsLazily(store);
    return;
  }
  const lists = (state: ReturnType<AppStore['getState']>) => [state.cart, state.favorites, state.recentlyViewed, state.orderHistory];
  const atLoad = lists(store.getState());
  const triggers = ['storage', 'pointerover', 'pointerdown', 'keydown'] as const;
  const start = () => {
    unsubscribe();
    triggers.forEach((type) => removeEventListener(type, start, true));
    startListSyncsLazily(store);
  };
  const unsubscribe = store.subscribe(() => {
    if (lists(store.getState()).some((list, index) => list !== atLoad[index])) start();
  });
  triggers.forEach((type) => addEventListener(type, start, { capture: true, passive: true }));
}

/**
 * Makes the shopper's one real store and starts persistence; resolves once the stored cart,
 * lists and theme are loaded (what PersistGate would wait for, without its extra render and ~0.6 kB gzip).
 * Reading localStorage takes microseconds.
 */
export function startStore(): Promise<AppStore> {
  const store = makeStore({ theme: { mode: 'system', systemPrefersDark: systemPrefersDark() } });
  const rehydrated = new Promise<AppStore>((resolve) => {
    const persistor = persistStore(store, null, () => {
      resolve(store);
      // In a task of its own: requesting a chunk (a script element, a fetch) took 2-4 ms of this
      // one at full speed, the longest of the app's start-up after the first paint.
      void nextTask().then(() => startListSyncsWhenNeeded(store));
    });
    // The theme's writes are throttled; make sure the last change is saved when the tab goes away.
    window.addEventListener('pagehide', () => void persistor.flush());
  });
  watchSystemTheme(store.dispatch);
  startStorageSync(store);
  // Offline and instant repeat visits; never in `npm start` (a worker would serve stale dev builds).
  if (process.env.NODE_ENV === 'production') registerServiceWorker();
  return rehydrated;
}

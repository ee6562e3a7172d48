import { persistStore } from 'redux-persist';
import { systemPrefersDark, watchSystemTheme } from '../features/theme/systemTheme';
import { nextTask } from '../lib/nextTask';
import { storedAtLoad } from './persistence/persistConfigs';
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
      void nextTask().then(() => startListSyncsLazily(store));
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

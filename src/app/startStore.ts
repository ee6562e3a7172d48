import { persistStore } from 'redux-persist';
import { systemPrefersDark, watchSystemTheme } from '../features/theme/systemTheme';
import { readItem } from '../lib/browserStorage';
import { cartCodec } from './persistence/codecs';
import { startStorageSync } from './persistence/storageSync';
import { registerServiceWorker } from './serviceWorker';
import { makeStore, type AppStore } from './store';

/**
 * Saving the cart (merged with other tabs', src/app/persistence/listSync.ts) is not needed for the
 * first paint: its code is a chunk of its own, started with the raw value the cart was loaded
 * from. Changes made before it arrives are saved when it starts; if it fails to load (offline
 * without the service worker), the next change tries again.
 */
function startCartSyncLazily(store: AppStore, storedAtLoad: string | null): void {
  import(/* webpackChunkName: "cart-sync" */ './persistence/cartSync').then(
    ({ startCartSync }) => startCartSync(store, storedAtLoad),
    () => {
      const unsubscribe = store.subscribe(() => {
        unsubscribe();
        startCartSyncLazily(store, storedAtLoad);
      });
    },
  );
}

/**
 * Makes the shopper's one real store and starts persistence; resolves once the stored cart and
 * theme are loaded (what PersistGate would wait for, without its extra render and ~0.6 kB gzip).
 * Reading localStorage takes microseconds.
 */
export function startStore(): Promise<AppStore> {
  const store = makeStore({ theme: { mode: 'system', systemPrefersDark: systemPrefersDark() } });
  const rehydrated = new Promise<AppStore>((resolve) => {
    const persistor = persistStore(store, null, () => {
      startCartSyncLazily(store, readItem(cartCodec.key));
      resolve(store);
    });
    // Writes are throttled; make sure the last change is saved when the tab goes away.
    window.addEventListener('pagehide', () => void persistor.flush());
  });
  watchSystemTheme(store.dispatch);
  startStorageSync(store);
  // Offline and instant repeat visits; never in `npm start` (a worker would serve stale dev builds).
  if (process.env.NODE_ENV === 'production') registerServiceWorker();
  return rehydrated;
}

import { selectThemeMode, themeSyncedFromStorage } from '../../features/theme/themeSlice';
import type { AppStore } from '../store';
import { parseThemeMode, themeCodec } from './codecs';

/**
 * Another tab of the shop (or the existing site) wrote localStorage: show its theme here. Our
 * own write of the same value is skipped by `writeItem`, so tabs never echo.
 * Returns a function that stops listening.
 */
export function startStorageSync(store: AppStore): () => void {
  const onStorage = (event: StorageEvent) => {
    const state = store.getState();
    // The cart is merged, not replaced: cartSync.ts. `key === null`: the whole storage was cleared.
    if (event.key === themeCodec.key || event.key === null) {
      const mode = parseThemeMode(event.newValue) ?? 'system';
      if (mode !== selectThemeMode(state)) store.dispatch(themeSyncedFromStorage(mode));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

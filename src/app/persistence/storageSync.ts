import { selectThemeMode, themeSyncedFromStorage } from '../../features/theme/themeSlice';
import type { AppStore } from '../store';
import { parseThemeMode, themeCodec } from './codecs';

/**
 * Another tab of the shop (or the existing site) wrote the theme: show it here. The cart and the
 * saved lists are merged, not replaced (listSync.ts). Our own write of the same value is skipped
 * by `writeItem`, so tabs never echo. Returns a function that stops listening.
 */
export function startStorageSync(store: AppStore): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key === null`: the whole storage was cleared.
    if (event.key !== themeCodec.key && event.key !== null) return;
    const mode = parseThemeMode(event.newValue) ?? 'system';
    if (mode !== selectThemeMode(store.getState())) store.dispatch(themeSyncedFromStorage(mode));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

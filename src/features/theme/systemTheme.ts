import type { Dispatch } from '@reduxjs/toolkit';
import { systemPreferenceChanged } from './themeSlice';

const query = '(prefers-color-scheme: dark)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

export const systemPrefersDark = (): boolean => mediaQuery()?.matches ?? false;

/** Follows the device's light/dark setting while the shopper has not chosen one. */
export function watchSystemTheme(dispatch: Dispatch): () => void {
  const list = mediaQuery();
  if (!list) return () => undefined;
  const onChange = (event: MediaQueryListEvent) => dispatch(systemPreferenceChanged(event.matches));
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

import type { TypedStartListening } from '@reduxjs/toolkit';
import { selectIsDark, type ThemeState } from './themeSlice';

type ThemeStartListening = TypedStartListening<{ theme: ThemeState }>;

/** Keeps `<html class="dark">` and the browser's color-scheme in step with the state. */
export function applyThemeToDocument(dark: boolean): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function addThemeListeners(startListening: ThemeStartListening): void {
  startListening({
    predicate: (_action, current, previous) => selectIsDark(current) !== selectIsDark(previous),
    effect: (_action, api) => applyThemeToDocument(selectIsDark(api.getState())),
  });
}

import type { TypedStartListening } from '@reduxjs/toolkit';
import { darkScheme, lightScheme } from '../../styles/theme';
import { selectIsDark, type ThemeState } from './themeSlice';

type ThemeStartListening = TypedStartListening<{ theme: ThemeState }>;

/**
 * Keeps `<html class="dark">`, the browser's color-scheme, the page background index.html's
 * no-flash script set, and the phone's browser bar colour in step with the state.
 */
export function applyThemeToDocument(dark: boolean): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const background = (dark ? darkScheme : lightScheme).colors.background;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.background = background;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', background);
}

export function addThemeListeners(startListening: ThemeStartListening): void {
  startListening({
    predicate: (_action, current, previous) => selectIsDark(current) !== selectIsDark(previous),
    effect: (_action, api) => applyThemeToDocument(selectIsDark(api.getState())),
  });
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** 'system' means the shopper never chose: follow `prefers-color-scheme` and store nothing. */
export type ThemeMode = 'light' | 'dark' | 'system';

export interface ThemeState {
  mode: ThemeMode;
  /** The device's `prefers-color-scheme: dark`, kept in state so replays are deterministic. */
  systemPrefersDark: boolean;
}

const initialState: ThemeState = { mode: 'system', systemPrefersDark: false };

const isDark = (theme: ThemeState): boolean =>
  theme.mode === 'system' ? theme.systemPrefersDark : theme.mode === 'dark';

const themeSlice = createSlice({
  name: 'theme',
  initialState,
  reducers: {
    toggled(state) {
      state.mode = isDark(state) ? 'light' : 'dark';
    },
    systemPreferenceChanged(state, { payload }: PayloadAction<boolean>) {
      state.systemPrefersDark = payload;
    },
    /** Another tab changed the stored `theme`. */
    syncedFromStorage(state, { payload }: PayloadAction<ThemeMode>) {
      state.mode = payload;
    },
  },
  selectors: {
    selectThemeMode: (theme) => theme.mode,
    selectIsDark: isDark,
  },
});

export const { toggled: themeToggled, systemPreferenceChanged, syncedFromStorage: themeSyncedFromStorage } =
  themeSlice.actions;
export const { selectThemeMode, selectIsDark } = themeSlice.selectors;
export default themeSlice;

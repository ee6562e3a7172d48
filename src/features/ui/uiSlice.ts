import { createSlice } from '@reduxjs/toolkit';

/** One overlay at a time: a single field makes "menu and promo both open" unrepresentable. */
export type Overlay = 'none' | 'menu' | 'search' | 'promo';

export interface UiState {
  overlay: Overlay;
}

const initialState: UiState = { overlay: 'none' };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    menuToggled(state) {
      state.overlay = state.overlay === 'menu' ? 'none' : 'menu';
    },
    searchToggled(state) {
      state.overlay = state.overlay === 'search' ? 'none' : 'search';
    },
    promoShown(state) {
      state.overlay = 'promo';
    },
    overlayClosed(state) {
      state.overlay = 'none';
    },
  },
  selectors: {
    selectOverlay: (ui) => ui.overlay,
  },
});

export const { menuToggled, searchToggled, promoShown, overlayClosed } = uiSlice.actions;
export const { selectOverlay } = uiSlice.selectors;
export default uiSlice;

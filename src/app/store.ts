import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { CartState } from '../features/cart/cartTypes';
import type { CatalogState } from '../features/catalog/catalogSlice';
import type { ThemeState } from '../features/theme/themeSlice';
import type { UiState } from '../features/ui/uiSlice';
import { addAppListeners } from './listeners';
import { rootReducer, type RootState } from './rootReducer';

/** Slices a caller may preload; redux-persist's bookkeeping is added by the store itself. */
export interface PreloadedState {
  cart?: CartState;
  theme?: ThemeState;
  ui?: UiState;
  catalog?: CatalogState;
}

/** The one store factory: `index.tsx` makes the real store, every test makes its own. */
export function makeStore(preloadedState: PreloadedState = {}) {
  const listeners = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState>,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).prepend(listeners.middleware),
    // On in production too: support staff inspect shoppers' state with Redux DevTools.
    devTools: { name: 'Langkah', maxAge: 500 },
  });
  addAppListeners(listeners.startListening.withTypes<RootState, typeof store.dispatch>());
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import type { CartState } from '../features/cart/cartTypes';
import type { CatalogState } from '../features/catalog/catalogSlice';
import type { OrderHistoryState } from '../features/orderHistory/orderHistoryTypes';
import type { ThemeState } from '../features/theme/themeSlice';
import type { UiState } from '../features/ui/uiSlice';
import type { FavoritesState } from '../features/favorites/favoritesSlice';
import type { RecentlyViewedState } from '../features/recent/recentlyViewedSlice';
import { ACTION_LOG_LIMIT, createActionRecorder } from '../features/support/actionRecorder';
import { addAppListeners } from './listeners';
import { rootReducer, shopReducer, type RootState } from './rootReducer';

/** Slices a caller may preload; redux-persist's bookkeeping is added by the store itself. */
export interface PreloadedState {
  cart?: CartState;
  theme?: ThemeState;
  ui?: UiState;
  catalog?: CatalogState;
  favorites?: FavoritesState;
  recentlyViewed?: RecentlyViewedState;
  orderHistory?: OrderHistoryState;
}

/** The one store factory: `index.tsx` makes the real store, every test makes its own. */
export function makeStore(preloadedState: PreloadedState = {}) {
  const listeners = createListenerMiddleware();
  // Per store, so every test has its own log; last in the chain (see createActionRecorder).
  const actionLog = createActionRecorder();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as Partial<RootState>,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware)
        .concat(actionLog.middleware),
    // On in production too: support staff inspect shoppers' state with Redux DevTools.
    // The same history length as the console's action log.
    devTools: { name: 'Langkah', maxAge: ACTION_LOG_LIMIT },
  });
  addAppListeners(listeners.startListening.withTypes<RootState, typeof store.dispatch>());
  // The reducer rides along so the support console can replay logs without importing the app layer.
  return Object.assign(store, { actionLog, reducer: shopReducer });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type { RootState };

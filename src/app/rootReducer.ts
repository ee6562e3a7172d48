import { combineReducers } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import cartSlice from '../features/cart/cartSlice';
import orderHistorySlice from '../features/orderHistory/orderHistorySlice';
import catalogSlice from '../features/catalog/catalogSlice';
import themeSlice from '../features/theme/themeSlice';
import favoritesSlice from '../features/favorites/favoritesSlice';
import recentlyViewedSlice from '../features/recent/recentlyViewedSlice';
import uiSlice from '../features/ui/uiSlice';
import shippingSlice from '../features/checkout/shippingSlice';
import type { ShopReducer } from '../features/support/replay';
import {
  cartPersistConfig,
  favoritesPersistConfig,
  orderHistoryPersistConfig,
  recentlyViewedPersistConfig,
  themePersistConfig,
} from './persistence/persistConfigs';

export const rootReducer = combineReducers({
  [cartSlice.name]: persistReducer(cartPersistConfig, cartSlice.reducer),
  [themeSlice.name]: persistReducer(themePersistConfig, themeSlice.reducer),
  [uiSlice.name]: uiSlice.reducer,
  [catalogSlice.name]: catalogSlice.reducer,
  [shippingSlice.name]: shippingSlice.reducer,
  [favoritesSlice.name]: persistReducer(favoritesPersistConfig, favoritesSlice.reducer),
  [recentlyViewedSlice.name]: persistReducer(recentlyViewedPersistConfig, recentlyViewedSlice.reducer),
  [orderHistorySlice.name]: persistReducer(orderHistoryPersistConfig, orderHistorySlice.reducer),
});

export type RootState = ReturnType<typeof rootReducer>;

/** The same reducer as replay takes it (a plain record of slices), handed to the support feature. */
export const shopReducer = rootReducer as unknown as ShopReducer;

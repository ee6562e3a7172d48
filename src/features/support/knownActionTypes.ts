import cartSlice from '../cart/cartSlice';
import catalogSlice from '../catalog/catalogSlice';
import themeSlice from '../theme/themeSlice';
import uiSlice from '../ui/uiSlice';
import favoritesSlice from '../favorites/favoritesSlice';
import recentlyViewedSlice from '../recent/recentlyViewedSlice';
import orderHistorySlice from '../orderHistory/orderHistorySlice';
import shippingSlice from '../checkout/shippingSlice';

// Every action these slices define. A slice listed here is checked exactly, so a typo such
// as `cart/itemAddd` is caught instead of silently doing nothing.
const slices = [cartSlice, themeSlice, uiSlice, catalogSlice, favoritesSlice, recentlyViewedSlice, orderHistorySlice, shippingSlice];
const sliceActionTypes = new Set(slices.flatMap((slice) => Object.values(slice.actions).map((create) => create.type)));
const exactlyKnownSlices = new Set<string>(slices.map((slice) => slice.name));

/**
 * Whether the shop's reducers know an action type. Actions of a root reducer key not listed
 * above (a slice added later, an RTK Query cache with generated types) are accepted by prefix.
 */
export function isKnownActionType(type: string, rootKeys: readonly string[]): boolean {
  if (sliceActionTypes.has(type)) return true;
  const prefix = type.split('/')[0] ?? '';
  return !exactlyKnownSlices.has(prefix) && rootKeys.includes(prefix);
}

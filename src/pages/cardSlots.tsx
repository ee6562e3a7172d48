import { CatalogError } from '../features/catalog/CatalogError';
import { ProductGrid } from '../features/catalog/ProductGrid';
import type { ProductCardData } from '../features/catalog/split/splitTypes';
import { FavoriteToggle } from '../features/favorites/FavoriteToggle';
import type { CatalogScreens } from '../features/recent/RecentlyViewedSection';

// Where the pages put one feature's screens into another's slots: the features themselves import
// no other feature's components (eslint.config.mjs).

/** Every product card's heart, over its picture's corner (ProductCard's `corner`). */
export const favoriteHeart = (product: ProductCardData) => <FavoriteToggle product={product} named />;

/** 'Terakhir dilihat' shows its products in the catalogue's grid, hearts and all. */
export const recentlyViewedScreens: CatalogScreens = {
  grid: (cards, label) => <ProductGrid products={cards} label={label} cardCorner={favoriteHeart} />,
  error: (retry) => <CatalogError onRetry={retry} />,
};

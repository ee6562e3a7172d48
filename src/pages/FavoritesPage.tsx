import { useLayoutEffect, useMemo, useRef, useState, type ComponentProps } from 'react';
import { useAppSelector } from '../lib/hooks';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { PageHeading } from '../features/catalog/PageHeading';
import { ProductCard } from '../features/catalog/ProductCard';
import { useProductsByIds } from '../features/catalog/split/useProductsByIds';
import { SplitFilesBoundary } from '../features/catalog/SplitFilesBoundary';
import { toCard } from '../features/catalog/toCard';
import { EmptyFavorites } from '../features/favorites/EmptyFavorites';
import { FavoriteList } from '../features/favorites/FavoriteList';
import { selectFavorites, type Favorite } from '../features/favorites/favoritesSlice';
import { focusMainContent } from '../lib/mainContent';
import { usePageMeta } from '../lib/usePageMeta';
import { favoriteHeart } from './cardSlots';
import { shop } from '../config/shop';

export default function FavoritesPage() {
  usePageMeta('Favorit', `Produk yang kamu simpan di ${shop.name}, tersimpan di browser ini.`);
  const favorites = useAppSelector(selectFavorites);
  const [status, setStatus] = useState('');
  useFocusWhenEmptied(favorites.length);
  return (
    <>
      <PageHeading title="Favorit">Produk yang kamu simpan, tersimpan di browser ini.</PageHeading>
      {favorites.length === 0 ? (
        <EmptyFavorites />
      ) : (
        <SavedProducts favorites={favorites} onRemoved={({ name }) => setStatus(`${name || 'Produk'} dihapus dari favorit.`)} />
      )}
      {/* Not role="status": the build's previews wait until no status is on the page. */}
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
    </>
  );
}

/**
 * The saved products, each fetched by id (its id bucket, then its product file: never the whole
 * catalogue), as the catalogue's cards with the favourites' buttons. A skeleton of the grid while
 * they load; files that can't be loaded: a retryable error.
 */
function SavedProducts({ favorites, onRemoved }: { favorites: readonly Favorite[]; onRemoved: (favorite: Favorite) => void }) {
  const ids = useMemo(() => favorites.map((favorite) => favorite.id), [favorites]);
  const files = useProductsByIds(ids);
  return (
    <SplitFilesBoundary files={files} fallback={<GridSkeleton count={Math.min(favorites.length, 8)} />}>
      {(products) => <FavoriteList favorites={favorites} products={products} onRemoved={onRemoved} card={savedCard} />}
    </SplitFilesBoundary>
  );
}

const savedCard: ComponentProps<typeof FavoriteList>['card'] = (product, { index, actions }) => {
  const card = toCard(product);
  return <ProductCard product={card} headingLevel="h2" priority={index < 4} skippable={false} corner={favoriteHeart(card)} actions={actions} />;
};

/** The last card went with the focused button: keyboard users carry on from the page, not its top. */
function useFocusWhenEmptied(count: number) {
  const previous = useRef(count);
  useLayoutEffect(() => {
    const emptied = count === 0 && previous.current > 0;
    previous.current = count;
    if (emptied && (!document.activeElement || document.activeElement === document.body)) focusMainContent();
  }, [count]);
}

import { useLayoutEffect, useRef, useState } from 'react';
import { useAppSelector } from '../lib/hooks';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { EmptyFavorites } from '../features/catalog/EmptyFavorites';
import { FavoriteList } from '../features/catalog/FavoriteList';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { PageHeading } from '../features/catalog/PageHeading';
import { selectFavorites } from '../features/favorites/favoritesSlice';
import { focusMainContent } from '../lib/mainContent';
import { usePageMeta } from '../lib/usePageMeta';

export default function FavoritesPage() {
  usePageMeta('Favorit', 'Produk yang kamu simpan di Langkah, tersimpan di browser ini.');
  const favorites = useAppSelector(selectFavorites);
  const [status, setStatus] = useState('');
  useFocusWhenEmptied(favorites.length);
  return (
    <>
      <PageHeading title="Favorit">Produk yang kamu simpan, tersimpan di browser ini.</PageHeading>
      {favorites.length === 0 ? (
        <EmptyFavorites />
      ) : (
        <FavoriteList
          favorites={favorites}
          fallback={<GridSkeleton count={Math.min(favorites.length, 8)} />}
          onRemoved={({ name }) => setStatus(`${name || 'Produk'} dihapus dari favorit.`)}
        />
      )}
      {/* Not role="status": the build's previews wait until no status is on the page. */}
      <VisuallyHidden aria-live="polite">{status}</VisuallyHidden>
    </>
  );
}

/** The last card went with the focused button: keyboard users carry on from the page, not its top. */
function useFocusWhenEmptied(count: number) {
  const previous = useRef(count);
  useLayoutEffect(() => {
    const emptied = count === 0 && previous.current > 0;
    previous.current = count;
    if (emptied && (!document.activeElement || document.activeElement === document.body)) focusMainContent();
  }, [count]);
}

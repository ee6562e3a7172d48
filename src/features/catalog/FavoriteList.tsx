import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { focusMainContent } from '../../lib/mainContent';
import type { Favorite } from '../favorites/favoritesSlice';
import type { Product } from './catalogTypes';
import { GoneFavoriteCard } from './GoneFavoriteCard';
import { ProductCard } from './ProductCard';
import { Grid } from './ProductGrid';
import { SavedProductActions } from './SavedProductActions';
import { useProductsByIds } from './split/useProductsByIds';
import { SplitFilesBoundary } from './SplitFilesBoundary';
import { toCard } from './toCard';

interface FavoriteListProps {
  favorites: readonly Favorite[];
  /** Tells the page what was removed, for its status line. */
  onRemoved: (favorite: Favorite) => void;
  /** Shown while the saved products' files load (a skeleton of the grid). */
  fallback: ReactNode;
}

/**
 * The saved products as cards, newest first, each found in today's catalogue by id: its id
 * bucket, then its product file (useProductsByIds), never the whole catalogue. One that left
 * the catalogue says so and can still be removed. Files that can't be loaded: a retryable error.
 */
export function FavoriteList({ favorites, onRemoved, fallback }: FavoriteListProps) {
  const ids = useMemo(() => favorites.map((favorite) => favorite.id), [favorites]);
  const files = useProductsByIds(ids);
  return (
    <SplitFilesBoundary files={files} fallback={fallback}>
      {(products) => <FavoriteCards favorites={favorites} products={products} onRemoved={onRemoved} />}
    </SplitFilesBoundary>
  );
}

function FavoriteCards({ favorites, products, onRemoved }: { favorites: readonly Favorite[]; products: readonly Product[]; onRemoved: (favorite: Favorite) => void }) {
  const find = useMemo(() => productFinder(products), [products]);
  const list = useRef<HTMLUListElement>(null);
  const focusedIndex = useRef(-1);
  useFocusAfterRemoval(list, focusedIndex, favorites.length);

  return (
    <Grid aria-label="Produk favorit" ref={list}>
      {favorites.map((favorite, index) => {
        const product = find(favorite);
        return (
          <li key={String(favorite.id)} onFocus={() => (focusedIndex.current = index)}>
            {product ? (
              <ProductCard
                product={toCard(product)}
                headingLevel="h2"
                priority={index < 4}
                skippable={false}
                actions={<SavedProductActions product={product} onRemove={() => onRemoved(favorite)} />}
              />
            ) : (
              <GoneFavoriteCard favorite={favorite} onRemove={() => onRemoved(favorite)} />
            )}
          </li>
        );
      })}
    </Grid>
  );
}

function productFinder(products: readonly Product[]) {
  // By the id's text: the existing site stored numeric ids, the catalogue may hold them as strings.
  const byId = new Map(products.map((product) => [String(product.id), product]));
  return (favorite: Favorite): Product | undefined => byId.get(String(favorite.id));
}

/**
 * A removed card takes its focused button with it (its 'Hapus' or its heart), and keyboard and
 * screen-reader users would land at the top of the page: focus the card that took its place, or
 * the one before, or the page itself when the list is empty.
 */
function useFocusAfterRemoval(list: React.RefObject<HTMLUListElement | null>, focusedIndex: React.RefObject<number>, count: number) {
  const previousCount = useRef(count);
  useLayoutEffect(() => {
    const shrank = count < previousCount.current;
    previousCount.current = count;
    if (!shrank || (document.activeElement && document.activeElement !== document.body)) return;
    const items = list.current?.children;
    const next = items?.[Math.min(focusedIndex.current, items.length - 1)];
    const target = next?.querySelector<HTMLElement>('button');
    if (target) target.focus();
    else focusMainContent();
  }, [count, list, focusedIndex]);
}

import { useLayoutEffect, useMemo, useRef } from 'react';
import { useAppSelector } from '../../app/hooks';
import { focusMainContent } from '../../lib/mainContent';
import type { Favorite } from '../favorites/favoritesSlice';
import { selectProducts } from './catalogSlice';
import type { Product } from './catalogTypes';
import { GoneFavoriteCard } from './GoneFavoriteCard';
import { ProductCard } from './ProductCard';
import { Grid } from './ProductGrid';
import { SavedProductActions } from './SavedProductActions';

interface FavoriteListProps {
  favorites: readonly Favorite[];
  /** Tells the page what was removed, for its status line. */
  onRemoved: (favorite: Favorite) => void;
}

/**
 * The saved products as cards, newest first, each found in today's catalogue by id (or slug, if
 * the catalogue gave it a new id). One that left the catalogue says so and can still be removed.
 */
export function FavoriteList({ favorites, onRemoved }: FavoriteListProps) {
  const products = useAppSelector(selectProducts);
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
                product={product}
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
  const byId = new Map(products.map((product) => [product.id, product]));
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  return (favorite: Favorite): Product | undefined => byId.get(favorite.id) ?? (favorite.slug ? bySlug.get(favorite.slug) : undefined);
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

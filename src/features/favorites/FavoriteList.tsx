import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { CardGrid } from '../../components/CardGrid';
import { focusMainContent } from '../../lib/mainContent';
import type { Product } from '../catalog/catalogTypes';
import type { Favorite } from './favoritesSlice';
import { GoneFavoriteCard } from './GoneFavoriteCard';
import { SavedProductActions } from './SavedProductActions';

interface FavoriteListProps {
  favorites: readonly Favorite[];
  /** Today's catalogue entries of the saved products (the page fetches them by id), in any order. */
  products: readonly Product[];
  /** Tells the page what was removed, for its status line. */
  onRemoved: (favorite: Favorite) => void;
  /** The catalogue's card for a product still on sale, with this list's buttons in its actions slot (the page composes it). */
  card: (product: Product, slots: { index: number; actions: ReactNode }) => ReactNode;
}

/**
 * The saved products as cards, newest first, each found in today's catalogue by id. One that
 * left the catalogue says so and can still be removed.
 */
export function FavoriteList({ favorites, products, onRemoved, card }: FavoriteListProps) {
  const find = useMemo(() => productFinder(products), [products]);
  const list = useRef<HTMLUListElement>(null);
  const focusedIndex = useRef(-1);
  useFocusAfterRemoval(list, focusedIndex, favorites.length);

  return (
    <CardGrid aria-label="Produk favorit" ref={list}>
      {favorites.map((favorite, index) => {
        const product = find(favorite);
        return (
          <li key={String(favorite.id)} onFocus={() => (focusedIndex.current = index)}>
            {product ? (
              card(product, { index, actions: <SavedProductActions product={product} onRemove={() => onRemoved(favorite)} /> })
            ) : (
              <GoneFavoriteCard favorite={favorite} onRemove={() => onRemoved(favorite)} />
            )}
          </li>
        );
      })}
    </CardGrid>
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

import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { HeartIcon } from '../../components/HeartIcon';
import { IconButton } from '../../components/IconButton';
import { productRemoved, productSaved, selectIsFavorite } from './favoritesSlice';
import type { Product } from '../catalog/catalogTypes';

interface FavoriteToggleProps {
  product: Pick<Product, 'id' | 'slug' | 'name'>;
  /** Cards add the product's name to the button's; the product page's heading already says it. */
  named?: boolean;
  className?: string;
}

/**
 * The heart: a toggle button 'Simpan ke favorit' whose `aria-pressed` says whether the product is
 * saved. Light on purpose, since every card has one: one lookup in a set per store change.
 */
export function FavoriteToggle({ product, named = false, className }: FavoriteToggleProps) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectIsFavorite(state, product.id));
  const { id, slug, name } = product;
  return (
    <Toggle
      type="button"
      className={className}
      aria-pressed={saved}
      aria-label={named ? `Simpan ke favorit: ${name}` : 'Simpan ke favorit'}
      onClick={() => dispatch(saved ? productRemoved({ id }) : productSaved({ id, slug, name }))}
    >
      <HeartIcon />
    </Toggle>
  );
}

// The header's round icon button (already loaded with the page), outlined to stand on a picture.
const Toggle = styled(IconButton)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.sale};
  }
  &[aria-pressed='true'] path {
    fill: currentColor;
  }
`;

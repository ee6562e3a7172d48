import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { useAppDispatch } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { itemAdded } from '../cart/cartSlice';
import { productRemoved, type Favorite } from './favoritesSlice';
import type { Product } from '../catalog/catalogTypes';
import { cartPayload, missingChoice, selectionFromParams } from '../catalog/selection';
import { isSoldOut } from '../catalog/stock';
import { touchTarget } from '../../styles/touchTarget';

interface SavedProductActionsProps {
  product: Product;
  onRemove: () => void;
}

/**
 * A saved product's way to the cart: straight in when there is nothing to choose (one color, one
 * size or none), otherwise to its page to choose; and a way out of the favourites.
 */
export function SavedProductActions({ product, onRemove }: SavedProductActionsProps) {
  const dispatch = useAppDispatch();
  const selection = selectionFromParams(product, new URLSearchParams());
  const nothingToChoose = product.colorOptions.length <= 1 && product.sizes.length <= 1;
  const problem = missingChoice(product, selection);
  return (
    <Actions>
      {nothingToChoose && !problem ? (
        <AddButton type="button" onClick={() => dispatch(itemAdded(cartPayload(product, selection, 1)))}>
          Tambah ke keranjang
        </AddButton>
      ) : (
        <ChooseLink to={paths.product(product.slug)}>{chooseLabel(product)}</ChooseLink>
      )}
      <RemoveFavoriteButton id={product.id} onRemove={onRemove} />
    </Actions>
  );
}

/**
 * 'Hapus dari favorit'. In a narrow card (two cards a row on a phone) only 'Hapus' shows, on one
 * line: the full text wrapped to two. The name stays whole and starts with what is seen.
 */
export function RemoveFavoriteButton({ id, onRemove }: { id: Favorite['id']; onRemove: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <Remove
      type="button"
      onClick={() => {
        dispatch(productRemoved({ id }));
        onRemove();
      }}
    >
      Hapus<WideCardOnly> dari favorit</WideCardOnly>
    </Remove>
  );
}

function chooseLabel(product: Product): string {
  if (isSoldOut(product)) return 'Stok habis · Lihat produk';
  const colors = product.colorOptions.length > 1;
  const sizes = product.sizes.length > 1;
  if (colors && sizes) return 'Pilih warna & ukuran';
  return colors ? 'Pilih warna' : sizes ? 'Pilih ukuran' : 'Lihat produk';
}

// Above the card's stretched link, which covers the rest of the card. A size container, so the
// remove button can fit its text to the card rather than to the screen.
export const Actions = styled.div`
  position: relative;
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: auto;
  padding-top: 6px;
`;

const mainAction = css`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${touchTarget};
  /* Room above and below when a long label wraps ('Pilih warna & ukuran' on a phone). */
  padding: 4px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
`;

const AddButton = styled.button`
  ${mainAction}
`;

const ChooseLink = styled(Link)`
  ${mainAction}
`;

const Remove = styled.button`
  min-height: ${touchTarget};
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
`;

// 'Hapus dari favorit' needs about 170 px at the shop's 0.9 rem (measured with DejaVu Sans, a
// wide fallback font); a card two to a row on a 375 px phone leaves 147.
const WideCardOnly = styled.span`
  @container (max-width: 179.98px) {
    ${visuallyHidden}
  }
`;

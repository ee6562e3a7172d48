import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { itemAdded } from '../cart/cartSlice';
import { productRemoved } from '../favorites/favoritesSlice';
import type { Product } from './catalogTypes';
import { cartPayload, missingChoice, selectionFromParams } from './selection';
import { isSoldOut } from './stock';

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
      <Remove
        type="button"
        onClick={() => {
          dispatch(productRemoved({ id: product.id }));
          onRemove();
        }}
      >
        Hapus dari favorit
      </Remove>
    </Actions>
  );
}

function chooseLabel(product: Product): string {
  if (isSoldOut(product)) return 'Stok habis · Lihat produk';
  const colors = product.colorOptions.length > 1;
  const sizes = product.sizes.length > 1;
  if (colors && sizes) return 'Pilih warna & ukuran';
  return colors ? 'Pilih warna' : sizes ? 'Pilih ukuran' : 'Lihat produk';
}

// Above the card's stretched link, which covers the rest of the card.
export const Actions = styled.div`
  position: relative;
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
  min-height: 44px;
  padding: 0 12px;
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

export const Remove = styled.button`
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  cursor: pointer;
`;

import { showToast } from '../../lib/toast';
import type { TypedStartListening } from '@reduxjs/toolkit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../app/paths';
import { customItemAdded, itemAdded } from './cartSlice';

/** Confirms every addition with a way to the cart; a listener keeps this out of click handlers. */
export function addCartToastListeners(startListening: TypedStartListening<unknown>): void {
  startListening({
    actionCreator: itemAdded,
    effect: () => {
      showToast('Ditambahkan ke keranjang', { variant: 'success', action: <CartToastLink /> });
    },
  });
  startListening({
    actionCreator: customItemAdded,
    effect: () => {
      showToast('Pesanan custom ditambahkan ke keranjang', { variant: 'success', action: <CartToastLink /> });
    },
  });
}

function CartToastLink() {
  return <ToastLink to={paths.cart}>Lihat keranjang</ToastLink>;
}

const ToastLink = styled(Link)`
  color: inherit;
  font-weight: 700;
  padding: 8px;
`;

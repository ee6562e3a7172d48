import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SnackbarKey } from 'notistack';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { closeToast } from '../../lib/toast';
import { touchTarget } from '../../styles/touchTarget';

/*
 * The cart toasts' link and button, in the "toasts" chunk with notistack (see toastActionsLazy.tsx):
 * neither they nor the styled-components and router code they need run while the store starts.
 */

/** 'Lihat keranjang', after something was added. */
export function CartToastLink() {
  return <ToastLink to={paths.cart}>Lihat keranjang</ToastLink>;
}

interface UndoButtonProps {
  /** The event that takes the change back. */
  undo: UnknownAction;
  toastKey: SnackbarKey;
  dispatch: Dispatch;
}

/** 'Batalkan' in a toast: takes the change back once, then closes the toast. */
export function UndoButton({ undo, toastKey, dispatch }: UndoButtonProps) {
  return (
    <Button
      type="button"
      onClick={() => {
        dispatch(undo);
        closeToast(toastKey);
      }}
    >
      Batalkan
    </Button>
  );
}

const Button = styled.button`
  min-height: ${touchTarget};
  padding: 8px 12px;
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;

const ToastLink = styled(Link)`
  color: inherit;
  font-weight: 700;
  padding: 8px;
`;

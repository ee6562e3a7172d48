import type { Dispatch } from '@reduxjs/toolkit';
import { useSnackbar, type SnackbarKey } from 'notistack';
import styled from 'styled-components';
import { clearUndone } from './cartSlice';
import type { CartLine } from './cartTypes';

interface UndoClearButtonProps {
  lines: CartLine[];
  toastKey: SnackbarKey;
  dispatch: Dispatch;
}

/** 'Batalkan' in the toast after clearing: puts the lines back once, then closes the toast. */
export function UndoClearButton({ lines, toastKey, dispatch }: UndoClearButtonProps) {
  const { closeSnackbar } = useSnackbar();
  return (
    <UndoButton
      type="button"
      onClick={() => {
        dispatch(clearUndone(lines));
        closeSnackbar(toastKey);
      }}
    >
      Batalkan
    </UndoButton>
  );
}

const UndoButton = styled.button`
  min-height: 44px;
  padding: 8px 12px;
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;

import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SnackbarKey } from 'notistack';
import styled from 'styled-components';
import { closeToast } from '../../lib/toast';

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
  min-height: 44px;
  padding: 8px 12px;
  border: 0;
  background: transparent;
  color: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`;

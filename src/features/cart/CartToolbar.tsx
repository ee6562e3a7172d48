import { useRef } from 'react';
import styled from 'styled-components';
import { spreadRow } from '../../components/spreadRow';
import { media } from '../../styles/breakpoints';
import { useAppDispatch } from '../../lib/hooks';
import { SecondaryButton } from '../../components/form/controls';
import { focusMainContent } from '../../lib/mainContent';
import { cleared, itemsRemoved } from './cartSlice';
import type { CartLine } from './cartTypes';
import { keyOf } from './lineKey';
import { touchTarget } from '../../styles/touchTarget';

interface CartToolbarProps {
  selected: readonly CartLine[];
  allSelected: boolean;
  onSelectAll: (on: boolean) => void;
}

/**
 * Acting on many lines at once: select all, remove the selected, empty the cart (undoable).
 * Both buttons take the focus they had with them ('Hapus yang dipilih' is disabled once its
 * lines are gone, 'Kosongkan keranjang' leaves with the cart): it goes back to 'Pilih semua'
 * while lines remain, else to the page's content.
 */
export function CartToolbar({ selected, allSelected, onSelectAll }: CartToolbarProps) {
  const dispatch = useAppDispatch();
  const selectAll = useRef<HTMLInputElement>(null);
  const removeSelected = () => {
    dispatch(itemsRemoved(selected.map(keyOf)));
    if (allSelected) focusMainContent();
    else selectAll.current?.focus();
  };
  const clear = () => {
    dispatch(cleared());
    focusMainContent();
  };
  return (
    <Toolbar>
      <SelectAll>
        <input ref={selectAll} type="checkbox" checked={allSelected} onChange={(event) => onSelectAll(event.target.checked)} />
        Pilih semua
      </SelectAll>
      <Buttons>
        <SecondaryButton type="button" disabled={selected.length === 0} onClick={removeSelected}>
          Hapus yang dipilih
          {/* The count is a visual aid; the button's name stays exactly 'Hapus yang dipilih'. */}
          {selected.length > 0 && <span aria-hidden="true"> ({selected.length})</span>}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={clear}>
          Kosongkan keranjang
        </SecondaryButton>
      </Buttons>
    </Toolbar>
  );
}

const Toolbar = styled.div`
  ${spreadRow('8px 16px')}
  margin-bottom: 12px;
`;

const SelectAll = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: ${touchTarget};
  padding-left: 12px;
  cursor: pointer;

  input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

// Side by side even on a phone: two equal columns whose labels may wrap.
const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  flex: 1 1 100%;
  font-size: 14px;

  ${media.tablet} {
    display: flex;
    flex: 0 1 auto;
    font-size: 16px;
  }
`;

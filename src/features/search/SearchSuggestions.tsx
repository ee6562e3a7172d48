import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatPrice } from '../../lib/formatPrice';
import { selectProducts } from '../catalog/catalogSlice';
import { catalogRequested } from '../catalog/loadCatalog';
import { effectivePrice } from '../catalog/pricing';
import { overlayClosed } from '../ui/uiSlice';
import { normalize } from './normalize';
import { searchProducts } from './searchProducts';
import { useComboboxInput } from './useComboboxInput';
import { useDebouncedValue } from './useDebouncedValue';

export const MAX_SUGGESTIONS = 6;
export const DEBOUNCE_MS = 150;
const MIN_LENGTH = 2;

/** What SearchBox's `renderSuggestions` slot hands over. */
export interface SearchSuggestionsProps {
  query: string;
  inputId: string;
  go: (query: string) => void;
}

/**
 * Up to six products as the shopper types, then 'Lihat semua hasil'. Arrow keys move, Enter
 * opens the highlighted one (or, with none highlighted, the results page as usual).
 * The list is derived from the latest settled text and the catalogue in the store, never from
 * an earlier request finishing late, so an out-of-order answer cannot replace a newer one.
 */
export function SearchSuggestions({ query, inputId, go }: SearchSuggestionsProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const products = useAppSelector(selectProducts);
  const settled = useDebouncedValue(query, DEBOUNCE_MS);
  // The highlight and a dismissal belong to the text they were made for: a new keystroke
  // forgets them (so Enter searches what was typed, and the list reopens).
  const [state, setState] = useState({ query, active: -1, dismissed: false });
  const { active, dismissed } = state.query === query ? state : { active: -1, dismissed: false };
  const update = (change: Partial<{ active: number; dismissed: boolean }>) => setState({ query, active, dismissed, ...change });
  const listId = useId();

  const typed = normalize(query).length > 0;
  useEffect(() => {
    if (typed) void dispatch(catalogRequested());
  }, [dispatch, typed]);

  const suggestions = useMemo(
    () => (normalize(settled).length >= MIN_LENGTH ? searchProducts(products, settled, MAX_SUGGESTIONS) : []),
    [products, settled],
  );
  const open = suggestions.length > 0 && !dismissed && typed;
  const count = suggestions.length + 1;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (index: number) => {
    const product = suggestions[index];
    if (!product) return go(query);
    navigate(paths.product(product.slug));
    dispatch(overlayClosed());
  };

  useComboboxInput({
    inputId,
    listId,
    open,
    activeId: open && active >= 0 ? optionId(active) : undefined,
    onKeyDown: (event) => {
      if (!open) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        update({ active: active === -1 && step === -1 ? count - 1 : (active + step + count) % count });
      } else if (event.key === 'Enter' && active >= 0) {
        event.preventDefault();
        choose(active);
      } else if (event.key === 'Escape') {
        update({ dismissed: true });
      }
    },
  });

  return (
    <>
      <VisuallyHidden aria-live="polite">{open ? `${suggestions.length} saran produk, pilih dengan panah atas dan bawah` : ''}</VisuallyHidden>
      {open && (
        <List id={listId} role="listbox" aria-label="Saran produk">
          {suggestions.map((product, index) => (
            <Option key={product.slug} id={optionId(index)} role="option" aria-selected={index === active} onMouseDown={(event) => event.preventDefault()} onClick={() => choose(index)}>
              <img src={product.image} alt="" width={40} height={40} loading="lazy" />
              <Name>{product.name}</Name>
              <Price>{formatPrice(effectivePrice(product))}</Price>
            </Option>
          ))}
          <Option id={optionId(suggestions.length)} role="option" aria-selected={active === suggestions.length} onMouseDown={(event) => event.preventDefault()} onClick={() => go(query)}>
            <All>Lihat semua hasil untuk “{settled.trim().slice(0, 60)}”</All>
          </Option>
        </List>
      )}
    </>
  );
}

const List = styled.ul`
  position: absolute;
  z-index: 5;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  margin: 0;
  padding: 6px;
  list-style: none;
  max-height: min(70vh, 440px);
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radius.small};
  cursor: pointer;

  img {
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radius.small};
  }
  &:hover,
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Price = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

const All = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

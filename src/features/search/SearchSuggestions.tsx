import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { selectProducts } from '../catalog/catalogSlice';
import { catalogRequested } from '../catalog/loadCatalog';
import { overlayClosed } from '../ui/uiSlice';
import { normalize } from './normalize';
import { SuggestionList, suggestionId } from './SuggestionList';
import { searchProducts } from './searchProducts';
import { useComboboxInput } from './useComboboxInput';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearchIndexReady } from './useSearchIndexReady';

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

  // The index starts building when the box opens; the first suggestions wait for it.
  const indexReady = useSearchIndexReady(products);
  const suggestions = useMemo(
    () => (indexReady && normalize(settled).length >= MIN_LENGTH ? searchProducts(products, settled, MAX_SUGGESTIONS) : []),
    [indexReady, products, settled],
  );
  const open = suggestions.length > 0 && !dismissed && typed;
  const count = suggestions.length + 1;

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
    activeId: open && active >= 0 ? suggestionId(listId, active) : undefined,
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
      {open && <SuggestionList listId={listId} products={suggestions} active={active} query={settled} onChoose={choose} />}
    </>
  );
}

import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { overlayClosed } from '../ui/uiSlice';
import { normalize } from './normalize';
import { SuggestionList, suggestionId } from './SuggestionList';
import { SuggestionStatus } from './SuggestionStatus';
import { searchProducts } from './searchProducts';
import { useComboboxInput } from './useComboboxInput';
import { useSearchEntries } from './useSearchEntries';
import { useSearchIndexReady } from './useSearchIndexReady';
import { useStartedSearching } from './useStartedSearching';

export const MAX_SUGGESTIONS = 6;
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
 * search.json is fetched when the shopper starts to search (the box's focus or first letter),
 * and its index built in slices; meanwhile the box says so, and a failure offers a retry.
 * The list follows the typed text through useDeferredValue, not a debounce: a query takes a
 * few ms even at 50,000 products, so the first suggestion can show within 100 ms of the key,
 * while React still paints each key in the box before a stale list. It is derived from the
 * latest text and the entries, never from an earlier request finishing late.
 */
export function SearchSuggestions({ query, inputId, go }: SearchSuggestionsProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const settled = useDeferredValue(query);
  // The highlight and a dismissal belong to the text they were made for: a new keystroke
  // forgets them (so Enter searches what was typed, and the list reopens).
  const [state, setState] = useState({ query, active: -1, dismissed: false });
  const { active, dismissed } = state.query === query ? state : { active: -1, dismissed: false };
  const update = (change: Partial<{ active: number; dismissed: boolean }>) => setState({ query, active, dismissed, ...change });
  const listId = useId();

  const typed = normalize(query).length > 0;
  const search = useSearchEntries(useStartedSearching(inputId, typed));
  const indexReady = useSearchIndexReady(search.entries);
  const suggestions = useMemo(
    () => (search.entries && indexReady && normalize(settled).length >= MIN_LENGTH ? searchProducts(search.entries, settled, MAX_SUGGESTIONS) : []),
    [indexReady, search.entries, settled],
  );
  const open = suggestions.length > 0 && !dismissed && typed;
  const count = suggestions.length + 1;
  // Said only once the text could have suggestions; Escape hides it like the list.
  const waiting = !dismissed && normalize(query).length >= MIN_LENGTH && (search.status === 'failed' ? 'failed' : indexReady ? null : 'loading');

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
      if (event.key === 'Escape' && waiting) update({ dismissed: true });
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
      {!open && waiting && <SuggestionStatus status={waiting} onRetry={search.retry} />}
    </>
  );
}

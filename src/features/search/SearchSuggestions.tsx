import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../lib/hooks';
import { paths } from '../../lib/paths';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { overlayClosed } from '../ui/uiSlice';
import { normalize } from './normalize';
import { SuggestionList, suggestionId } from './SuggestionList';
import { SuggestionStatus } from './SuggestionStatus';
import { useAskAsTyped } from './useAskAsTyped';
import { useComboboxInput } from './useComboboxInput';
import { useSearchAnswer } from './useSearchAnswer';
import { useSearchIndex } from './useSearchIndex';
import { useStartedSearching } from './useStartedSearching';

export const MAX_SUGGESTIONS = 6;
const MIN_LENGTH = 2;
/** Whether the text is long enough to suggest products for. */
const suggestsFor = (text: string) => normalize(text).length >= MIN_LENGTH;

/** What SearchBox's `renderSuggestions` slot hands over. */
export interface SearchSuggestionsProps {
  query: string;
  inputId: string;
  go: (query: string) => void;
}

/**
 * Up to six products as the shopper types, then 'Lihat semua hasil'. Arrow keys move, Enter
 * opens the highlighted one (or, with none highlighted, the results page as usual).
 * search.json is fetched and indexed when the shopper starts to search (the box's focus or
 * first letter), in the search worker; meanwhile the box says so, and a failure offers a retry.
 * Each key asks the worker at once, not after a debounce, and before React renders the key
 * (useAskAsTyped): a query takes a few ms even at 50,000 products, so the first suggestion can
 * show within 100 ms of the key, and the page's thread stays free to paint the key in the box.
 * Until the answer comes the last list stays, with the text it answers; an answer for text since
 * replaced is dropped (useSearchAnswer).
 */
export function SearchSuggestions({ query, inputId, go }: SearchSuggestionsProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The highlight and a dismissal belong to the text they were made for: a new keystroke
  // forgets them (so Enter searches what was typed, and the list reopens).
  const [state, setState] = useState({ query, active: -1, dismissed: false });
  const { active, dismissed } = state.query === query ? state : { active: -1, dismissed: false };
  const update = (change: Partial<{ active: number; dismissed: boolean }>) => setState({ query, active, dismissed, ...change });
  const listId = useId();

  const typed = normalize(query).length > 0;
  const long = suggestsFor(query);
  const index = useSearchIndex(useStartedSearching(inputId, typed));
  useAskAsTyped(inputId, index.url, MAX_SUGGESTIONS, suggestsFor);
  const answer = useSearchAnswer(index.url, long ? query : '', MAX_SUGGESTIONS);
  const suggestions = long && answer?.ok ? answer.entries : [];
  const open = suggestions.length > 0 && !dismissed && typed;
  const count = suggestions.length + 1;
  // search.json failed the search itself (its load had gone well): retryable, like a failed load.
  const failed = index.status === 'failed' || (index.status === 'ready' && answer?.ok === false);
  // Said only once the text could have suggestions; Escape hides it like the list.
  const waiting = !dismissed && long && (failed ? 'failed' : index.status === 'ready' ? null : 'loading');

  const choose = (index: number) => {
    const product = suggestions[index];
    if (!product) return go(query);
    navigate(paths.product(product.slug));
    dispatch(overlayClosed());
  };
  // The same function on every render, calling the latest `choose`: the memoised list then skips
  // the render of each keystroke (it changes only with an answer or the highlight).
  const latestChoose = useRef(choose);
  useEffect(() => {
    latestChoose.current = choose;
  });
  const onChoose = useCallback((index: number) => latestChoose.current(index), []);

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
      {open && answer?.ok && <SuggestionList listId={listId} products={suggestions} active={active} query={answer.query} onChoose={onChoose} />}
      {!open && waiting && <SuggestionStatus status={waiting} onRetry={index.retry} />}
    </>
  );
}

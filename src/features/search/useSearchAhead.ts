import { useEffect } from 'react';
import { askSearch } from './askSearch';
import { normalize } from './normalize';

/**
 * Asks for the suggestions straight from the box's own `input` event (the input, owned by
 * SearchBox, found by its id), which runs before React's listener at the page's root renders the
 * keystroke: the worker searches while the page renders the box and its list, instead of after.
 * At 4× CPU slowdown that render is tens of ms, about the worker's time for a query at 50,000
 * products. useSearchAnswer then finds the answer on its way (askSearch), not asking twice.
 */
export function useSearchAhead(inputId: string, url: string | undefined, minLength: number, limit: number): void {
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement) || !url) return;
    const onInput = () => {
      if (normalize(input.value).length >= minLength) void askSearch(url, input.value, limit);
    };
    input.addEventListener('input', onInput);
    return () => input.removeEventListener('input', onInput);
  }, [inputId, url, minLength, limit]);
}

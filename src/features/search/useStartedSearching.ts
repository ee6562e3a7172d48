import { useEffect, useState } from 'react';

/**
 * Whether the shopper has started to search: the box (found by its id, owned by SearchBox) has
 * had the focus, or holds text. Stays true. The header's box takes the focus when it opens, so
 * search.json starts downloading while the first letters are typed.
 */
export function useStartedSearching(inputId: string, typed: boolean): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!input || focused) return;
    const onFocus = () => setFocused(true);
    input.addEventListener('focus', onFocus);
    // The suggestions' chunk may arrive after the box took the focus.
    if (document.activeElement === input) queueMicrotask(onFocus);
    return () => input.removeEventListener('focus', onFocus);
  }, [inputId, focused]);
  return focused || typed;
}

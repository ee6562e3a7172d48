import { useEffect, useRef } from 'react';
import { LazySearchSuggestions } from './LazySearchSuggestions';
import { SearchBox } from './SearchBox';

/**
 * What the header's search strip holds once opened: the box, with its suggestions (a chunk of
 * their own). In the first screen's JS, so the box is there in the frame after the tap; it takes
 * the focus itself, after the strip's focus trap has noted where the focus was.
 */
export function HeaderSearch() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After the strip's own effects (the focus trap first notes where the focus was, to give it
    // back on closing), not before them.
    queueMicrotask(() => ref.current?.querySelector('input')?.focus({ preventScroll: true }));
  }, []);
  return (
    <div ref={ref}>
      <SearchBox renderSuggestions={(state) => <LazySearchSuggestions {...state} />} />
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { LazySearchSuggestions } from './LazySearchSuggestions';
import { SearchBox } from './SearchBox';

/**
 * What the header's search strip holds once opened: the box, with its suggestions. A chunk of its
 * own (SearchPanel.tsx), so it takes the focus itself when it arrives after the strip opened.
 */
export default function HeaderSearch() {
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

import { lazy, Suspense, type ComponentType } from 'react';
import type { SearchSuggestionsProps } from './SearchSuggestions';

// The suggestions (and search.json's reader, schema and index they use) load with the search
// box's first use, or as the shopper reaches for 'Cari' (preloadSuggestions), not with the page.
// The box itself is in the first screen's JS: it shows in the frame after the tap, and while its
// suggestions are on their way it already searches on Enter; if their chunk fails, it still does.
const nothing: ComponentType<SearchSuggestionsProps> = () => null;
let pending: Promise<{ default: ComponentType<SearchSuggestionsProps> }> | undefined;
const loadSuggestions = () =>
  (pending ??= import(/* webpackChunkName: "search-suggestions" */ './SearchSuggestions').then(
    (module): { default: ComponentType<SearchSuggestionsProps> } => ({ default: module.SearchSuggestions }),
    () => {
      pending = undefined; // the next page's first use tries again
      return { default: nothing };
    },
  ));
const SearchSuggestions = lazy(loadSuggestions);

/** Fetches the suggestions' chunk ahead of the box's first use (pointer over 'Cari', or focus). */
export const preloadSuggestions = () => void loadSuggestions();

/** For SearchBox's slot: `<SearchBox renderSuggestions={(state) => <LazySearchSuggestions {...state} />} />`. */
export function LazySearchSuggestions(props: SearchSuggestionsProps) {
  return (
    <Suspense fallback={null}>
      <SearchSuggestions {...props} />
    </Suspense>
  );
}

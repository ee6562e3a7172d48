import { lazy, Suspense, type ComponentType } from 'react';
import type { SearchSuggestionsProps } from './SearchSuggestions';

// The suggestions (and search.json's reader, schema and index they use) load with the search
// box's first use, not with the page. If their chunk fails, the box still searches on Enter.
const nothing: ComponentType<SearchSuggestionsProps> = () => null;
const SearchSuggestions = lazy(() =>
  import(/* webpackChunkName: "search-suggestions" */ './SearchSuggestions').then(
    (module): { default: ComponentType<SearchSuggestionsProps> } => ({ default: module.SearchSuggestions }),
    () => ({ default: nothing }),
  ),
);

/** For SearchBox's slot: `<SearchBox renderSuggestions={(state) => <LazySearchSuggestions {...state} />} />`. */
export function LazySearchSuggestions(props: SearchSuggestionsProps) {
  return (
    <Suspense fallback={null}>
      <SearchSuggestions {...props} />
    </Suspense>
  );
}

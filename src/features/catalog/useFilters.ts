import { useSearchParamState } from '../../lib/useSearchParamState';
import { parseFilters, writeFilters } from './filters';

/** Filters and sort live in the URL, so a filtered list survives a reload and can be shared. */
export function useFilters() {
  const [filters, update] = useSearchParamState(parseFilters, writeFilters);
  return { filters, update };
}

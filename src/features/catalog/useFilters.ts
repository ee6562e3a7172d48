import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFilters, writeFilters, type ProductFilters } from './filters';

/** Filters and sort live in the URL, so a filtered list survives a reload and can be shared. */
export function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const update = useCallback(
    (change: Partial<ProductFilters>) => {
      setParams((current) => writeFilters(current, { ...parseFilters(current), ...change }), { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return { filters, update };
}

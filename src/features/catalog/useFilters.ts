import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseFilters, writeFilters, type ProductFilters } from './filters';

/**
 * Filters and sort live in the URL, so a filtered list survives a reload and can be shared.
 * The router applies URL changes in a transition; until it has, the optimistic copy keeps a
 * just-ticked checkbox ticked instead of flicking back for a frame.
 */
export function useFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => parseFilters(params), [params]);
  const [filters, setOptimistic] = useOptimistic(fromUrl);
  const update = useCallback(
    (change: Partial<ProductFilters>) => {
      startTransition(() => {
        const next = { ...filters, ...change };
        setOptimistic(next);
        setParams((current) => writeFilters(current, next), { replace: true, preventScrollReset: true });
      });
    },
    [filters, setOptimistic, setParams],
  );
  return { filters, update };
}

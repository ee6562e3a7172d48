import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Product } from './catalogTypes';
import { selectionFromParams, selectionToParams, type Selection } from './selection';

/** The chosen color and size, read from and written to the URL (replacing, so Back leaves the page). */
export function useProductSelection(product: Product) {
  const [params, setParams] = useSearchParams();
  const selection = useMemo(() => selectionFromParams(product, params), [product, params]);
  const choose = useCallback(
    (change: Partial<Selection>) => {
      setParams((current) => selectionToParams(current, { ...selectionFromParams(product, current), ...change }), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [product, setParams],
  );
  return { selection, choose };
}

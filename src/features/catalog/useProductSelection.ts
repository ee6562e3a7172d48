import { useCallback } from 'react';
import { useSearchParamState } from '../../lib/useSearchParamState';
import type { Product } from './catalogTypes';
import { selectionFromParams, selectionToParams } from './selection';

/** The chosen color and size, read from and written to the URL. */
export function useProductSelection(product: Product) {
  const read = useCallback((params: URLSearchParams) => selectionFromParams(product, params), [product]);
  const [selection, choose] = useSearchParamState(read, selectionToParams);
  return { selection, choose };
}

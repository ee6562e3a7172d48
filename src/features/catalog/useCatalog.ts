import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectCatalogStatus } from './catalogSlice';
import { catalogRequested } from './loadCatalog';

/** Asks for the catalogue once (later calls are no-ops while loading or loaded) and offers a retry. */
export function useCatalog() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectCatalogStatus);
  useEffect(() => {
    void dispatch(catalogRequested());
  }, [dispatch]);
  const retry = useCallback(() => {
    void dispatch(catalogRequested());
  }, [dispatch]);
  return { status, retry };
}

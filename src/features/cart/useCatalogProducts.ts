import { useAppSelector } from '../../app/hooks';
import { selectCatalogStatus, selectProducts } from '../catalog/catalogSlice';
import { useCatalog } from '../catalog/useCatalog';
import type { CatalogProduct } from './catalogChecks';

/**
 * The catalogue's products for checking cart lines, or undefined until the catalogue is loaded.
 * If it can't load (offline, a broken file), nothing is flagged and the cart works as it is.
 */
export function useCatalogProducts(): readonly CatalogProduct[] | undefined {
  useCatalog();
  const status = useAppSelector(selectCatalogStatus);
  const products = useAppSelector(selectProducts);
  return status === 'ready' ? products : undefined;
}

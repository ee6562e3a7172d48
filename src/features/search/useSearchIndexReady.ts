import { useEffect, useState } from 'react';
import type { Product } from '../catalog/catalogTypes';
import { isSearchIndexReady, prepareSearchIndex } from './searchIndex';

/**
 * Whether the catalogue's search index is built; starts building it, in short slices, on first
 * use. Until it is, searching would build it in one long task: on a cheap phone, with 5,000
 * products, the keystroke that started it would wait ~400 ms.
 */
export function useSearchIndexReady(products: readonly Product[]): boolean {
  const [builtFor, setBuiltFor] = useState<readonly Product[] | null>(null);
  useEffect(() => {
    if (isSearchIndexReady(products)) return;
    let current = true;
    void prepareSearchIndex(products).then(() => current && setBuiltFor(products));
    return () => {
      current = false;
    };
  }, [products]);
  return builtFor === products || isSearchIndexReady(products);
}

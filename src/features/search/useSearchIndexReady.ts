import { useEffect, useState } from 'react';
import type { SearchEntry } from '../catalog/split/splitTypes';
import { isSearchIndexReady, prepareSearchIndex } from './searchIndex';

/**
 * Whether search.json's index is built; starts building it, in short slices, once the entries
 * are in (`undefined` while they load). Until it is, searching would build it in one long task:
 * at 50,000 products, hundreds of milliseconds on a cheap phone, held up in the keystroke that
 * started it.
 */
export function useSearchIndexReady(entries: readonly SearchEntry[] | undefined): boolean {
  const [builtFor, setBuiltFor] = useState<readonly SearchEntry[] | null>(null);
  useEffect(() => {
    if (!entries || isSearchIndexReady(entries)) return;
    let current = true;
    void prepareSearchIndex(entries).then(() => current && setBuiltFor(entries));
    return () => {
      current = false;
    };
  }, [entries]);
  return entries !== undefined && (builtFor === entries || isSearchIndexReady(entries));
}

import { readSearchFile } from '../catalog/split/splitReaders';
import { splitPaths } from '../catalog/split/splitPaths';
import { useSplitFiles } from '../catalog/split/useSplitFiles';
import type { SearchEntry } from '../catalog/split/splitTypes';

export type SearchEntries =
  | { status: 'idle' | 'loading' | 'failed'; entries?: undefined; retry: () => void }
  | { status: 'ready'; entries: SearchEntry[]; retry: () => void };

const searchFile = [splitPaths.search];
const nothing: string[] = [];

/**
 * search.json's entries, fetched once `wanted` (the shopper has started to search): at 50,000
 * products it is ~1.3 MB gzip, which no page fetches before. Fetched once per visit
 * (splitFiles.ts); a failure offers a retry that fetches it again.
 */
export function useSearchEntries(wanted: boolean): SearchEntries {
  const files = useSplitFiles(wanted ? searchFile : nothing, readSearchFile);
  if (!wanted) return { status: 'idle', retry: files.retry };
  if (files.status !== 'ready') return { status: files.status, retry: files.retry };
  return { status: 'ready', entries: files.values[0]!, retry: files.retry };
}

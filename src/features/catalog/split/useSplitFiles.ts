import { useCallback, useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectManifest } from '../catalogSlice';
import { useCatalog } from '../useCatalog';
import type { FileReader } from './splitFiles';
import { useFileStates } from './useFileStates';

export type SplitFiles<T> =
  | { status: 'loading'; values?: undefined; retry: () => void }
  /** `notFound`: a file the catalogue doesn't have (404), as opposed to one that failed to arrive. */
  | { status: 'failed'; values?: undefined; notFound: boolean; retry: () => void }
  | { status: 'ready'; values: T[]; retry: () => void };

/**
 * The split catalogue's files at `paths` (relative to the version folder, splitPaths.ts), read by
 * `read`: loads the manifest first if need be, then fetches each file once (splitFiles.ts).
 * Ready when all are; failed when any is, with a retry that fetches only what failed.
 */
export function useSplitFiles<T>(paths: readonly string[], read: FileReader<T>): SplitFiles<T> {
  const { status: catalogStatus, retry: retryCatalog } = useCatalog();
  const hasManifest = useAppSelector(selectManifest) !== null;
  const { states, retry: retryFiles } = useFileStates(paths, read);
  const retry = useCallback(() => {
    retryFiles();
    retryCatalog();
  }, [retryFiles, retryCatalog]);
  return useMemo((): SplitFiles<T> => {
    if (!hasManifest) return catalogStatus === 'failed' ? { status: 'failed', notFound: false, retry } : { status: 'loading', retry };
    const failed = states.filter((state) => state.status === 'failed');
    if (failed.length) return { status: 'failed', notFound: failed.some((state) => state.notFound), retry };
    if (states.some((state) => state.status === 'loading')) return { status: 'loading', retry };
    return { status: 'ready', values: states.map((state) => (state as { value: T }).value), retry };
  }, [states, hasManifest, catalogStatus, retry]);
}

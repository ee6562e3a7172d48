import { useCallback, useMemo } from 'react';
import { useAppSelector } from '../../../lib/hooks';
import { selectManifest } from '../catalogSlice';
import { useCatalog } from '../useCatalog';
import { allFiles } from './allFiles';
import type { FileReader, FileState } from './splitFiles';
import { useFileStates } from './useFileStates';

export type SplitFiles<T> =
  | { status: 'loading'; values?: undefined; retry: () => void }
  /** `notFound`: a file the catalogue doesn't have (404), as opposed to one that failed to arrive. */
  | { status: 'failed'; values?: undefined; notFound: boolean; retry: () => void }
  | { status: 'ready'; values: T[]; retry: () => void };

/** Several files' state summed up (allFiles) as a page uses it, with its retry. */
export function asSplitFiles<T>(files: FileState<T[]>, retry: () => void): SplitFiles<T> {
  if (files.status === 'failed') return { status: 'failed', notFound: files.notFound, retry };
  if (files.status === 'loading') return { status: 'loading', retry };
  return { status: 'ready', values: files.value, retry };
}

/**
 * The split catalogue's files at `paths` (relative to the version folder, splitPaths.ts), read by
 * `read`: loads the manifest first if need be, then fetches each file once (splitFiles.ts).
 * Ready when all are; failed when any is, with a retry that fetches only what failed. Each
 * file's own state is useFileStates'; this sums them up.
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
    return asSplitFiles(allFiles(states), retry);
  }, [states, hasManifest, catalogStatus, retry]);
}

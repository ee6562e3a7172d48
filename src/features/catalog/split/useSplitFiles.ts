import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectManifest } from '../catalogSlice';
import { useCatalog } from '../useCatalog';
import { splitFileUrl } from './splitPaths';
import { filesGeneration, forgetFailed, requestFile, subscribeFiles, type FileReader } from './splitFiles';

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
  const manifest = useAppSelector(selectManifest);
  const generation = useSyncExternalStore(subscribeFiles, filesGeneration, filesGeneration);
  const key = paths.join('\n');
  const urls = useMemo(() => (manifest ? key.split('\n').filter(Boolean).map((path) => splitFileUrl(manifest, path)) : []), [manifest, key]);
  const retry = useCallback(() => {
    forgetFailed(urls);
    retryCatalog();
  }, [urls, retryCatalog]);
  return useMemo((): SplitFiles<T> => {
    void generation;
    if (!manifest) return catalogStatus === 'failed' ? { status: 'failed', notFound: false, retry } : { status: 'loading', retry };
    const states = urls.map((url) => requestFile(url, read));
    const failed = states.filter((state) => state.status === 'failed');
    if (failed.length) return { status: 'failed', notFound: failed.some((state) => state.notFound), retry };
    if (states.some((state) => state.status === 'loading')) return { status: 'loading', retry };
    return { status: 'ready', values: states.map((state) => (state as { value: T }).value), retry };
    // `read` is one of splitReaders.ts' functions: a module constant per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation, manifest, catalogStatus, urls, retry]);
}

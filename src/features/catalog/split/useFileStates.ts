import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useAppSelector } from '../../../lib/hooks';
import { selectManifest } from '../catalogSlice';
import { filesGeneration, forgetFailed, requestFile, subscribeFiles, type FileReader, type FileState } from './splitFiles';
import { splitFileUrl } from './splitPaths';

const loading: FileState<never> = { status: 'loading' };

/**
 * Each file's own state, where useSplitFiles is ready only once all are: a list keeps the pages
 * it has on screen while the next one loads, or fails. `retry` fetches again only what failed.
 * Without the manifest every file is loading (useSplitFiles asks for it).
 */
export function useFileStates<T>(paths: readonly string[], read: FileReader<T>): { states: FileState<T>[]; retry: () => void } {
  const manifest = useAppSelector(selectManifest);
  const generation = useSyncExternalStore(subscribeFiles, filesGeneration, filesGeneration);
  const key = paths.join('\n');
  const urls = useMemo(() => (manifest && key ? key.split('\n').map((path) => splitFileUrl(manifest, path)) : []), [manifest, key]);
  const states = useMemo(() => {
    void generation;
    if (!manifest) return key ? key.split('\n').map(() => loading) : [];
    return urls.map((url) => requestFile(url, read));
    // `read` is one of splitReaders.ts' functions: a module constant per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation, manifest, key, urls]);
  const retry = useCallback(() => forgetFailed(urls), [urls]);
  return { states, retry };
}

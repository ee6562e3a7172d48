import { useCallback, useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectManifest } from '../catalog/catalogSlice';
import { splitFileUrl, splitPaths } from '../catalog/split/splitPaths';
import { useCatalog } from '../catalog/useCatalog';
import { searchBackend } from './searchBackend';

export type SearchIndexState =
  | { status: 'idle' | 'loading' | 'failed'; url?: undefined; retry: () => void }
  /** `url`: search.json's, which every search names (searchBackend.ts). */
  | { status: 'ready'; url: string; retry: () => void };

/**
 * search.json fetched, read and indexed once `wanted` (the shopper has started to search): at
 * 50,000 products it is ~1.3 MB gzip, which no page fetches before. All of that runs in the
 * search worker (searchBackend.ts), off the page's thread. A failure (the catalogue's manifest,
 * or search.json: 404, HTML, cut off) offers a retry that fetches again what failed.
 */
export function useSearchIndex(wanted: boolean): SearchIndexState {
  const { status: catalogStatus, retry: retryCatalog } = useCatalog();
  const manifest = useAppSelector(selectManifest);
  const url = wanted && manifest ? splitFileUrl(manifest, splitPaths.search) : null;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ url: string; attempt: number; ok: boolean } | null>(null);

  useEffect(() => {
    if (!url) return;
    let current = true;
    void searchBackend()
      .load(url, attempt > 0)
      .then(({ ok }) => current && setSettled({ url, attempt, ok }));
    return () => {
      current = false;
    };
  }, [url, attempt]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
    retryCatalog();
  }, [retryCatalog]);

  if (!wanted) return { status: 'idle', retry };
  if (!url) return { status: catalogStatus === 'failed' ? 'failed' : 'loading', retry };
  // Loaded already (by the header's box, say), the answer is a message away: one frame of 'loading'.
  if (settled?.url !== url || settled.attempt !== attempt) return { status: 'loading', retry };
  return settled.ok ? { status: 'ready', url, retry } : { status: 'failed', retry };
}

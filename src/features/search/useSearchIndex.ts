import { useEffect, useState } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { selectManifest } from '../catalog/catalogSlice';
import { splitFileUrl, splitPaths } from '../catalog/split/splitPaths';
import { useCatalog } from '../catalog/useCatalog';
import { isIndexed, rememberIndexed } from './recentSearches';
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
  // Indexed already (by the header's box, say): ready on the first render, nothing to ask.
  const indexed = url !== null && attempt === 0 && isIndexed(url);

  useEffect(() => {
    if (!url || indexed) return;
    let current = true;
    void searchBackend()
      .load(url, attempt > 0)
      .then(({ ok }) => {
        if (ok) rememberIndexed(url);
        if (current) setSettled({ url, attempt, ok });
      });
    return () => {
      current = false;
    };
  }, [url, attempt, indexed]);

  const retry = () => {
    setAttempt((count) => count + 1);
    retryCatalog();
  };

  if (!wanted) return { status: 'idle', retry };
  if (!url) return { status: catalogStatus === 'failed' ? 'failed' : 'loading', retry };
  if (indexed) return { status: 'ready', url, retry };
  if (settled?.url !== url || settled.attempt !== attempt) return { status: 'loading', retry };
  return settled.ok ? { status: 'ready', url, retry } : { status: 'failed', retry };
}

import { useEffect, useState } from 'react';
import { parseCatalog } from '../../catalog/catalogSchema';
import type { Catalog } from '../../catalog/catalogTypes';
import { catalogUrl } from '../../catalog/catalogUrl';

/**
 * The whole catalogue (catalog.json), for the support console's cart builder only: shoppers'
 * pages read the split files, each page what it shows. Kept here, in component state, never in
 * the store, so Redux DevTools and exported logs never carry it. Fetched once per visit.
 */
let whole: Promise<Catalog> | undefined;

export function loadWholeCatalog(url: string = catalogUrl()): Promise<Catalog> {
  whole ??= (async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status} untuk ${url}`);
    return parseCatalog(await response.json(), url);
  })();
  // A failure is not kept: the next call tries again.
  whole.catch(() => (whole = undefined));
  return whole;
}

export type WholeCatalog = { status: 'loading' } | { status: 'ready'; catalog: Catalog } | { status: 'failed'; error: string };

export function useWholeCatalog(): WholeCatalog {
  const [state, setState] = useState<WholeCatalog>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadWholeCatalog().then(
      (catalog) => current && setState({ status: 'ready', catalog }),
      (error: Error) => current && setState({ status: 'failed', error: error.message }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

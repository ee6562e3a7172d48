import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { Product } from '../catalogTypes';
import { selectManifest } from '../catalogSlice';
import { bucketPaths, idTexts, productPaths } from './productLookup';
import { readIdBucket, readProductFile } from './splitReaders';
import { useSplitFiles, type SplitFiles } from './useSplitFiles';

const none: string[] = [];

/**
 * Today's products for the given ids (a cart's lines, favourites, past orders), in no
 * particular order; an id the catalogue no longer has is simply absent. The stored lists know
 * ids, not slugs: each id hashes to one small ids/<n>.json, which names the product's file
 * (productLookup.ts, shared with fetchProductsByIds). So three lines fetch at most three
 * buckets and three product files, at any catalogue size.
 */
export function useProductsByIds(ids: readonly (string | number)[]): SplitFiles<Product> {
  const manifest = useAppSelector(selectManifest);
  const texts = useMemo(() => idTexts(ids), [ids]);
  const buckets = useSplitFiles(manifest ? bucketPaths(texts, manifest.idBuckets) : none, readIdBucket);
  const paths = useMemo(() => (buckets.status === 'ready' ? productPaths(texts, buckets.values) : none), [buckets, texts]);
  const files = useSplitFiles(paths, readProductFile);
  return useMemo((): SplitFiles<Product> => {
    if (buckets.status !== 'ready') return buckets;
    if (files.status !== 'ready') return files;
    return { status: 'ready', values: files.values.map((file) => file.product), retry: files.retry };
  }, [buckets, files]);
}

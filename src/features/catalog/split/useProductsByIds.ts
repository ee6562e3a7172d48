import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { Product } from '../catalogTypes';
import { selectManifest } from '../catalogSlice';
import { readIdBucket, readProductFile } from './splitReaders';
import { idBucket, splitPaths } from './splitPaths';
import { useSplitFiles, type SplitFiles } from './useSplitFiles';

const none: string[] = [];

/**
 * Today's products for the given ids (a cart's lines, favourites, past orders), in no
 * particular order; an id the catalogue no longer has is simply absent. The stored lists know
 * ids, not slugs: each id hashes to one small ids/<n>.json, which names the product's file.
 * So three lines fetch at most three buckets and three product files, at any catalogue size.
 */
export function useProductsByIds(ids: readonly (string | number)[]): SplitFiles<Product> {
  const manifest = useAppSelector(selectManifest);
  const texts = useMemo(() => [...new Set(ids.map(String))].sort(), [ids]);
  const bucketOf = (id: string) => splitPaths.idBucket(idBucket(id, manifest!.idBuckets));
  const bucketPaths = manifest ? [...new Set(texts.map(bucketOf))] : none;
  const buckets = useSplitFiles(bucketPaths, readIdBucket);
  const slugs = useMemo(() => {
    if (buckets.status !== 'ready') return none;
    const found = texts.flatMap((id) => buckets.values.map((bucket) => bucket.get(id)).filter((slug): slug is string => slug !== undefined));
    return [...new Set(found)];
  }, [buckets, texts]);
  const files = useSplitFiles(slugs.map(splitPaths.product), readProductFile);
  return useMemo((): SplitFiles<Product> => {
    if (buckets.status !== 'ready') return buckets;
    if (files.status !== 'ready') return files;
    return { status: 'ready', values: files.values.map((file) => file.product), retry: files.retry };
  }, [buckets, files]);
}

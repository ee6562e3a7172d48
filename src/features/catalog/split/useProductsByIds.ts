import { useMemo } from 'react';
import { useAppSelector } from '../../../lib/hooks';
import type { Product } from '../catalogTypes';
import { selectManifest } from '../catalogSlice';
import { bucketPaths, productPaths, productsOf, wantedProducts, type ProductRef } from './productLookup';
import { readIdBucket, readProductFile } from './pageReaders';
import { useFileStates } from './useFileStates';
import { asSplitFiles, useSplitFiles, type SplitFiles } from './useSplitFiles';

const none: string[] = [];
const noFiles = { named: none, bySlug: none };

/**
 * Today's products for the given ids (a cart's lines, favourites, past orders), in no
 * particular order; an id the catalogue no longer has is simply absent. The stored lists know
 * ids, not slugs: each id hashes to one small ids/<n>.json, which names the product's file
 * (productLookup.ts, shared with fetchProductsByIds); a cart line whose id is in no bucket is
 * looked up by the slug it kept. So three lines fetch at most three buckets and three product
 * files, at any catalogue size.
 */
export function useProductsByIds(refs: readonly ProductRef[]): SplitFiles<Product> {
  const manifest = useAppSelector(selectManifest);
  const wanted = useMemo(() => wantedProducts(refs), [refs]);
  // useSplitFiles loads the manifest first; once the buckets are in, it is there for the rest.
  const buckets = useSplitFiles(manifest ? bucketPaths(wanted, manifest.idBuckets) : none, readIdBucket);
  const paths = useMemo(() => (buckets.status === 'ready' ? productPaths(wanted, buckets.values) : noFiles), [buckets, wanted]);
  const { states: named, retry: retryNamed } = useFileStates(paths.named, readProductFile);
  const { states: bySlug, retry: retryBySlug } = useFileStates(paths.bySlug, readProductFile);
  return useMemo((): SplitFiles<Product> => {
    if (buckets.status !== 'ready') return buckets;
    const retry = () => {
      retryNamed();
      retryBySlug();
    };
    return asSplitFiles(productsOf(named, bySlug), retry);
  }, [buckets, named, bySlug, retryNamed, retryBySlug]);
}

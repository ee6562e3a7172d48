import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch } from '../lib/hooks';
import { Section } from '../components/Section';
import { CatalogError } from '../features/catalog/CatalogError';
import { NotFoundState } from '../features/catalog/NotFoundState';
import { ProductDetail } from '../features/catalog/ProductDetail';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { ProductSkeleton } from '../features/catalog/ProductSkeleton';
import { readProductFile, type ProductFile } from '../features/catalog/split/pageReaders';
import { splitPaths } from '../features/catalog/split/splitPaths';
import { useSplitFiles } from '../features/catalog/split/useSplitFiles';
import { FavoriteToggle } from '../features/favorites/FavoriteToggle';
import { LazyRecentlyViewed } from '../features/recent/LazyRecentlyViewed';
import { productViewed } from '../features/recent/recentlyViewedSlice';
import { metaDescription, usePageMeta } from '../lib/usePageMeta';
import { favoriteHeart, recentlyViewedScreens } from './cardSlots';

/** Slugs are `[a-z0-9-]` (catalogSchema.ts): anything else names no product, and no file is asked for it. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export default function ProductPage() {
  const slug = (useParams().slug ?? '').toLowerCase();
  const valid = slugPattern.test(slug);
  // The product and its 'Produk terkait' cards: one small file at any catalogue size.
  const file = useSplitFiles(valid ? [splitPaths.product(slug)] : [], readProductFile);
  if (!valid || (file.status === 'failed' && file.notFound)) return <ProductNotFound />;
  if (file.status === 'failed') return <CatalogError onRetry={file.retry} />;
  if (file.status !== 'ready') return <ProductSkeleton />;
  return <ProductScreen file={file.values[0]!} />;
}

function ProductNotFound() {
  usePageMeta('Produk tidak ditemukan');
  return <NotFoundState title="Produk tidak ditemukan" message="Produk ini tidak ada atau sudah tidak dijual. Coba lihat koleksi kami yang lain." />;
}

function ProductScreen({ file: { product, related } }: { file: ProductFile }) {
  usePageMeta(product.name, metaDescription(product.description));
  const dispatch = useAppDispatch();
  const { id, slug } = product;
  useEffect(() => {
    dispatch(productViewed({ id, slug }));
  }, [dispatch, id, slug]);

  return (
    <>
      <ProductDetail key={product.slug} product={product} besideAdd={<FavoriteToggle product={product} />} />
      <Section title="Produk terkait" id="produk-terkait">
        <ProductGrid products={related} label="Produk terkait" cardCorner={favoriteHeart} />
      </Section>
      <LazyRecentlyViewed exclude={product.id} catalog={recentlyViewedScreens} />
    </>
  );
}

import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { CatalogBoundary } from '../features/catalog/CatalogBoundary';
import { LazyRecentlyViewed } from '../features/catalog/LazyRecentlyViewed';
import { selectProductBySlug, selectProducts } from '../features/catalog/catalogSlice';
import { NotFoundState } from '../features/catalog/NotFoundState';
import { ProductDetail } from '../features/catalog/ProductDetail';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { ProductSkeleton } from '../features/catalog/ProductSkeleton';
import { relatedProducts } from '../features/catalog/related';
import { Section } from '../features/catalog/Section';
import { productViewed } from '../features/recent/recentlyViewedSlice';
import { usePageMeta } from '../lib/usePageMeta';

export default function ProductPage() {
  return (
    <CatalogBoundary fallback={<ProductSkeleton />}>
      <ProductScreen />
    </CatalogBoundary>
  );
}

function ProductScreen() {
  const slug = (useParams().slug ?? '').toLowerCase();
  const product = useAppSelector((state) => selectProductBySlug(state, slug));
  const products = useAppSelector(selectProducts);
  const related = useMemo(() => (product ? relatedProducts(products, product) : []), [products, product]);
  usePageMeta(product?.name ?? 'Produk tidak ditemukan', product?.description.slice(0, 155));
  const dispatch = useAppDispatch();
  const { id, slug: viewedSlug } = product ?? {};
  useEffect(() => {
    if (id !== undefined && viewedSlug !== undefined) dispatch(productViewed({ id, slug: viewedSlug }));
  }, [dispatch, id, viewedSlug]);

  if (!product) {
    return <NotFoundState title="Produk tidak ditemukan" message="Produk ini tidak ada atau sudah tidak dijual. Coba lihat koleksi kami yang lain." />;
  }
  return (
    <>
      <ProductDetail key={product.slug} product={product} />
      <Section title="Produk terkait" id="produk-terkait">
        <ProductGrid products={related} label="Produk terkait" />
      </Section>
      <LazyRecentlyViewed exclude={product.id} />
    </>
  );
}

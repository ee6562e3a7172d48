import { useParams } from 'react-router-dom';
import { useAppSelector } from '../lib/hooks';
import { paths } from '../lib/paths';
import { Breadcrumbs } from '../features/catalog/Breadcrumbs';
import { CatalogBoundary } from '../features/catalog/CatalogBoundary';
import { selectCategoryBySlug } from '../features/catalog/catalogSlice';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { NotFoundState } from '../features/catalog/NotFoundState';
import { PageHeading } from '../features/catalog/PageHeading';
import { ProductBrowser } from '../features/catalog/ProductBrowser';
import { listingNames } from '../features/catalog/split/splitPaths';
import { usePageMeta } from '../lib/usePageMeta';
import { favoriteHeart } from './cardSlots';
import { shop } from '../config/shop';

export default function CategoryPage() {
  return (
    <CatalogBoundary fallback={<GridSkeleton />}>
      <CategoryScreen />
    </CatalogBoundary>
  );
}

function CategoryScreen() {
  const slug = (useParams().slug ?? '').toLowerCase();
  const category = useAppSelector((state) => selectCategoryBySlug(state, slug));
  usePageMeta(category?.name ?? 'Kategori tidak ditemukan', category?.description);

  if (!category) {
    return <NotFoundState title="Kategori tidak ditemukan" message="Kategori ini tidak ada. Pilih salah satu kategori kami di bawah." />;
  }
  return (
    <>
      <Breadcrumbs crumbs={[{ label: shop.menu.home, to: paths.home }, { label: category.name }]} />
      <PageHeading title={category.name}>{category.description}</PageHeading>
      <ProductBrowser key={slug} listing={listingNames.category(category.slug)} label={`Produk ${category.name}`} cardCorner={favoriteHeart} />
    </>
  );
}

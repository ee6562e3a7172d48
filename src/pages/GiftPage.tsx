import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../app/hooks';
import { BudgetPicker } from '../features/catalog/BudgetPicker';
import { CatalogBoundary } from '../features/catalog/CatalogBoundary';
import { selectProducts } from '../features/catalog/catalogSlice';
import { GIFT_TAG } from '../features/catalog/catalogTypes';
import { applyFilters, parseFilters } from '../features/catalog/filters';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { PageHeading } from '../features/catalog/PageHeading';
import { PagedProductGrid } from '../features/catalog/PagedProductGrid';
import { usePageMeta } from '../lib/usePageMeta';

export default function GiftPage() {
  usePageMeta('Gifting', 'Ide hadiah dari Langkah untuk setiap budget: sepatu, tas, aksesoris dan lainnya.');
  return (
    <>
      <PageHeading title="Gifting">Ide hadiah untuk orang tersayang, sesuai budget Anda.</PageHeading>
      <BudgetPicker />
      <CatalogBoundary fallback={<GridSkeleton />}>
        <GiftList />
      </CatalogBoundary>
    </>
  );
}

function GiftList() {
  const products = useAppSelector(selectProducts);
  const [params] = useSearchParams();
  const gifts = useMemo(() => applyFilters(products.filter((product) => product.tags.includes(GIFT_TAG)), parseFilters(params)), [products, params]);
  if (gifts.length === 0) return <p>Belum ada ide hadiah di budget ini. Coba budget lain.</p>;
  return <PagedProductGrid products={gifts} label="Ide hadiah" priorityFirst headingLevel="h2" />;
}

import { useMemo } from 'react';
import { useAppSelector } from '../app/hooks';
import { CatalogBoundary } from '../features/catalog/CatalogBoundary';
import { selectProducts } from '../features/catalog/catalogSlice';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { PageHeading } from '../features/catalog/PageHeading';
import { isOnSale } from '../features/catalog/pricing';
import { ProductBrowser } from '../features/catalog/ProductBrowser';
import { usePageMeta } from '../lib/usePageMeta';

export default function OnSalePage() {
  usePageMeta('On Sale', 'Produk Langkah yang sedang diskon: harga lama dicoret, hemat sampai puluhan persen.');
  return (
    <>
      <PageHeading title="On Sale">Harga spesial selama persediaan masih ada.</PageHeading>
      <CatalogBoundary fallback={<GridSkeleton />}>
        <SaleList />
      </CatalogBoundary>
    </>
  );
}

function SaleList() {
  const products = useAppSelector(selectProducts);
  const onSale = useMemo(() => products.filter(isOnSale), [products]);
  return <ProductBrowser products={onSale} label="Produk diskon" />;
}

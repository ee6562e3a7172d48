import { CatalogBoundary } from '../features/catalog/CatalogBoundary';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { PageHeading } from '../features/catalog/PageHeading';
import { ProductBrowser } from '../features/catalog/ProductBrowser';
import { listingNames } from '../features/catalog/split/splitPaths';
import { usePageMeta } from '../lib/usePageMeta';
import { favoriteHeart } from './cardSlots';
import { shop } from '../config/shop';

export default function OnSalePage() {
  usePageMeta(shop.menu.sale, `Produk ${shop.name} yang sedang diskon: harga lama dicoret, hemat sampai puluhan persen.`);
  return (
    <>
      <PageHeading title={shop.menu.sale}>Harga spesial selama persediaan masih ada.</PageHeading>
      <CatalogBoundary fallback={<GridSkeleton />}>
        <ProductBrowser listing={listingNames.sale} label="Produk diskon" cardCorner={favoriteHeart} />
      </CatalogBoundary>
    </>
  );
}

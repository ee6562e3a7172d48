import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../lib/hooks';
import { BudgetPicker } from '../features/catalog/BudgetPicker';
import { CatalogBoundary } from '../features/catalog/CatalogBoundary';
import { selectManifest } from '../features/catalog/catalogSlice';
import { parseFilters } from '../features/catalog/filters';
import { GridSkeleton } from '../features/catalog/GridSkeleton';
import { PageHeading } from '../features/catalog/PageHeading';
import { PagedCards } from '../features/catalog/PagedProductGrid';
import { giftListing } from '../features/catalog/split/giftListing';
import { useListing } from '../features/catalog/split/useListing';
import { usePageMeta } from '../lib/usePageMeta';
import { favoriteHeart } from './cardSlots';
import { shop } from '../config/shop';
import { shopPages } from '../config/shopPages';

export default function GiftPage() {
  usePageMeta(shop.menu.gift, `Ide hadiah dari ${shop.name} untuk setiap budget.`);
  return (
    <>
      <PageHeading title={shop.menu.gift}>{shopPages.giftIntro}</PageHeading>
      <BudgetPicker />
      <CatalogBoundary fallback={<GridSkeleton />}>
        <GiftList />
      </CatalogBoundary>
    </>
  );
}

function GiftList() {
  const [params] = useSearchParams();
  const listings = useAppSelector(selectManifest)?.listings;
  const { listing, filters } = useMemo(() => giftListing(parseFilters(params), (name) => Boolean(listings?.[name])), [params, listings]);
  const view = useListing(listing, filters);
  if (view.total === 0) return <p>Belum ada ide hadiah di budget ini. Coba budget lain.</p>;
  return <PagedCards view={view} label="Ide hadiah" priorityFirst headingLevel="h2" cardCorner={favoriteHeart} />;
}

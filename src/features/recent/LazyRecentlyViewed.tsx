import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { selectRecentlyViewed } from './recentlyViewedSlice';
import type { Product } from '../catalog/catalogTypes';
import type { CatalogScreens } from './RecentlyViewedSection';

const RecentlyViewedSection = lazy(() => import(/* webpackChunkName: "recently-viewed" */ './RecentlyViewedSection'));

/**
 * 'Terakhir dilihat' at the foot of the home and product pages. Its code is a chunk of its own,
 * fetched only when this browser has viewed something besides `exclude`: nothing of it weighs on
 * a page's first paint, and a first visit never fetches it. Once shown it stays, so that clearing
 * the list can say so in place.
 */
export function LazyRecentlyViewed({ exclude, catalog }: { exclude?: Product['id']; catalog: CatalogScreens }) {
  const hasOthers = useAppSelector((state) => selectRecentlyViewed(state).some((item) => item.id !== exclude));
  const [wanted, setWanted] = useState(hasOthers);
  if (hasOthers && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedSection exclude={exclude} catalog={catalog} />
    </Suspense>
  );
}

import { Suspense, type ComponentType } from 'react';
import { selectOverlay } from '../../features/ui/uiSlice';
import { useAppSelector } from '../../lib/hooks';
import { loadWithRetries } from '../lazyPage';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { FallbackOnError } from './FallbackOnError';

// The promo overlay opens only after a newsletter sign-up: a chunk of its own, fetched as the
// shopper reaches for the sign-up (FooterArea.tsx), not with the footer every first visit loads
// (issue 54's budget). Fetched before the overlay opens, it shows at once, with no Suspense.
const loadPromo = async (): Promise<{ default: ComponentType }> => {
  const { PromoOverlay } = await loadWithRetries(() => import(/* webpackChunkName: "promo" */ '../../features/promo/PromoOverlay'));
  return { default: PromoOverlay };
};
const PromoOverlay = preloadableLazy(loadPromo);

export const preloadPromo = () => void PromoOverlay.preload().catch(() => undefined);

/** The promo overlay while it is open; if its chunk cannot be fetched, the sign-up's toast still says thanks. */
export function LazyPromoOverlay() {
  const open = useAppSelector(selectOverlay) === 'promo';
  if (!open) return null;
  return (
    <FallbackOnError fallback={null}>
      <Suspense fallback={null}>
        <PromoOverlay />
      </Suspense>
    </FallbackOnError>
  );
}

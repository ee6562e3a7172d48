import { Suspense } from 'react';
import { shop } from '../../config/shop';
import { loadWithRetries } from '../lazyPage';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { FallbackOnError } from './FallbackOnError';
import { Bar, Bottom } from './footerFrame';

export const FooterArea = preloadableLazy(() => loadWithRetries(() => import(/* webpackChunkName: "frame-footer" */ './FooterArea')));

/**
 * The footer loads beside the page's chunk. Until it arrives, or if it never does (offline),
 * the shop's name line stands in, so the page always ends with a contentinfo landmark.
 */
export function Footer() {
  return (
    <FallbackOnError fallback={<FooterBasics />}>
      <Suspense fallback={<FooterBasics />}>
        <FooterArea />
      </Suspense>
    </FallbackOnError>
  );
}

function FooterBasics() {
  return (
    <Bar>
      <Bottom>
        <span>{shop.copyright}</span>
        <span>{shop.tagline}</span>
      </Bottom>
    </Bar>
  );
}

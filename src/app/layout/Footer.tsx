import { Component, Suspense, type ReactNode } from 'react';
import { shop } from '../../config/shop';
import { loadWithRetries } from '../lazyPage';
import { preloadableLazy } from '../preloadableLazy';
import { Bar, Bottom } from './footerFrame';

export const FooterArea = preloadableLazy(() => loadWithRetries(() => import(/* webpackChunkName: "frame-footer" */ './FooterArea')));

/**
 * The footer loads beside the page's chunk. Until it arrives, or if it never does (offline),
 * the shop's name line stands in, so the page always ends with a contentinfo landmark.
 */
export function Footer() {
  return (
    <KeepBasicsOnError>
      <Suspense fallback={<FooterBasics />}>
        <FooterArea />
      </Suspense>
    </KeepBasicsOnError>
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

class KeepBasicsOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <FooterBasics /> : this.props.children;
  }
}

import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCloseOverlayOnNavigation } from '../../features/ui/useCloseOverlayOnNavigation';
import { useScrollLock } from '../../features/ui/useScrollLock';
import { mainContentId } from '../../lib/mainContent';
import { NewTabNote } from './ExternalLink';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PageFallback } from './PageFallback';
import { SkipLink } from './SkipLink';
import { useNavigationEffects } from './useNavigationEffects';

/**
 * The frame around every page: skip link, header, the page in its own lazily loaded chunk (its
 * failures stay inside <main>), footer (with the promo overlay and the floating chat button).
 */
export function Layout() {
  const { pathname, search, hash } = useLocation();
  useNavigationEffects();
  useCloseOverlayOnNavigation();
  useScrollLock();
  return (
    <>
      {/* One address per page: '/onsale/' becomes '/onsale', so links see it as the same page. */}
      {pathname.length > 1 && pathname.endsWith('/') && (
        <Navigate replace to={{ pathname: pathname.replace(/\/+$/, ''), search, hash }} />
      )}
      <SkipLink />
      <Header />
      <Main id={mainContentId} tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Main>
      <Footer />
      <NewTabNote />
    </>
  );
}

const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: calc(${({ theme }) => theme.layout.headerHeight} + 16px) ${({ theme }) => theme.layout.pageMargin} 48px;
  /* Focused by the skip link and on a new page as the start for the next Tab, not a control: no
     ring around the whole page. Its own :focus-visible, to outrank GlobalStyle's. */
  &:focus-visible {
    outline: none;
  }
`;

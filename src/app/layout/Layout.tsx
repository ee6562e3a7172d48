import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageFallback } from './PageFallback';

/** The frame around every page: header, the page in its own lazily loaded chunk, footer. */
export function Layout() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Braces matter: newer Chromium returns a Promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Main>
      <Footer />
    </>
  );
}

const Main = styled.main`
  min-height: 70vh;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: calc(${({ theme }) => theme.layout.headerHeight} + 16px) 16px 48px;
  outline: none;
`;

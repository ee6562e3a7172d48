import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { mainContentId } from './SkipLink';

/**
 * Every navigation starts at the top of the new page. On a new path, keyboard and screen-reader
 * users start at the page content too, unless the page already put focus somewhere inside it.
 */
export function useNavigationEffects(): void {
  const { pathname, search } = useLocation();
  const firstPath = useRef(true);

  useEffect(() => {
    // Braces matter: newer Chromium returns a Promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname, search]);

  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    const main = document.getElementById(mainContentId);
    const active = document.activeElement;
    if (main && !(active && active !== document.body && main.contains(active))) main.focus({ preventScroll: true });
  }, [pathname]);
}

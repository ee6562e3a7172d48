import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { mainContentId } from './SkipLink';

/**
 * Every navigation starts at the top of the new page. On a new path, keyboard and screen-reader
 * users start at the page content too, unless the page already put focus somewhere inside it.
 */
export function useNavigationEffects(): void {
  const { pathname, search } = useLocation();
  // The path focus was last placed for; comparing (not a "first run" flag) stays right under StrictMode.
  const handledPath = useRef(pathname);

  useEffect(() => {
    // Braces matter: newer Chromium returns a Promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname, search]);

  useEffect(() => {
    if (handledPath.current === pathname) return;
    handledPath.current = pathname;
    const main = document.getElementById(mainContentId);
    const active = document.activeElement;
    if (main && !(active && active !== document.body && main.contains(active))) main.focus({ preventScroll: true });
  }, [pathname]);
}

import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { mainContentId } from '../../lib/mainContent';

/**
 * Loaded when the shopper first scrolls: only then is there a position worth returning to. Until
 * it is, every page starts at the top, Back's too.
 */
let scrollMemory: typeof import('./scrollMemory') | undefined;
const loadScrollMemory = () => {
  import(/* webpackChunkName: "scroll-memory" */ './scrollMemory').then((loaded) => (scrollMemory = loaded), () => undefined);
};

/**
 * A new page starts at the top; Back and Forward return to where the shopper left it; a change of
 * history state alone (a list showing more) doesn't move it. On a new path, keyboard and
 * screen-reader users start at the page content, unless the page already put focus in it.
 */
export function useNavigationEffects(): void {
  const { key, pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<{ key: string; pathname: string; search: string } | null>(null);

  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { key, pathname, search };
    if (!previous) addEventListener('scroll', loadScrollMemory, { once: true });
    if (!previous || previous.key === key) return;
    scrollMemory?.remember(previous.key);
    if (previous.pathname !== pathname) {
      const main = document.getElementById(mainContentId);
      if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
    }
    const cancelReturn = navigationType === 'POP' ? scrollMemory?.returnTo(key) : undefined;
    if (cancelReturn) return cancelReturn;
    // Braces matter: newer Chromium returns a Promise from scrollTo, which React would take for a cleanup.
    if (previous.pathname !== pathname || previous.search !== search) {
      window.scrollTo(0, 0);
    }
  }, [key, pathname, search, navigationType]);
}

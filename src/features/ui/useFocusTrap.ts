import { useEffect, useRef, type RefObject } from 'react';
import { whenPageSettled } from '../../lib/whenPageSettled';

// The trap (focusTrap.ts) is a chunk of its own: no first screen needs it before a menu or panel
// opens, and by then it has long been fetched (once the page has settled), so it still takes
// the focus in the same instant. If it could not be fetched (offline), the overlay still opens
// and its toggle still closes it; the next opening tries again.
const loadTrap = () => import(/* webpackChunkName: "focus-trap" */ './focusTrap');
let preloading: (() => void) | undefined;
const PRELOAD_AFTER_MS = 1000;

/**
 * While `active`: focus stays inside `container` (see trapFocus), Escape and a press outside
 * call `onClose`, and focus goes back where it was when it ends.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    preloading ??= whenPageSettled(() => void loadTrap().catch(() => undefined), PRELOAD_AFTER_MS);
  }, []);

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    // Taken now, before anything moves the focus.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let release: (() => void) | undefined;
    let ended = false;
    loadTrap().then(
      ({ trapFocus }) => {
        if (!ended) release = trapFocus(root, previous, () => onCloseRef.current());
      },
      () => undefined,
    );
    return () => {
      ended = true;
      release?.();
    };
  }, [active, container]);
}

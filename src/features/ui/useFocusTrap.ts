import { useEffect, useRef, type RefObject } from 'react';

// The trap (focusTrap.ts) is a chunk of its own: no first screen needs it before a menu or panel
// opens. It is fetched at the shopper's first pointer or key (a mouse over the page, a touch, a
// Tab), before any press opens an overlay, so it is in by then or a moment after (it takes the
// focus when it arrives). Fetched once the page had settled, it counted in every first visit's
// JavaScript, a visit that opens no overlay too (issue 54's budget, scripts/bench/scriptBudget.ts).
// If it could not be fetched (offline), the overlay still opens and its toggle still closes it;
// the next opening tries again.
const loadTrap = () => import(/* webpackChunkName: "focus-trap" */ './focusTrap');
let preloading = false;
const intents = ['pointerover', 'pointerdown', 'keydown'] as const;

function preloadOnFirstIntent() {
  const preload = () => {
    intents.forEach((type) => removeEventListener(type, preload, true));
    void loadTrap().catch(() => undefined);
  };
  intents.forEach((type) => addEventListener(type, preload, { capture: true, passive: true }));
}

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
    if (preloading) return;
    preloading = true;
    preloadOnFirstIntent();
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

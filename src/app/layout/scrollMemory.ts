/**
 * Where the shopper left each page of this tab's session, and the return to it on Back and
 * Forward (useNavigationEffects.ts loads this once the shopper first scrolls).
 */

/** Where the shopper left a history entry: the scroll position, and the link they followed if any. */
interface LeftAt {
  y: number;
  link?: { href: string; top: number };
}

/** By the router's key of each history entry. */
const leftAt = new Map<string, LeftAt>();
const MAX_REMEMBERED = 100;
/** A page returned to may still be growing (its list renders in a transition): keep trying this long. */
const RESTORE_FRAMES = 60;
const SHOPPER_INPUTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

// Both are read from events, not when a navigation's effects run: by then the page the shopper
// left has been replaced, and the browser has clamped the position to the new one.
let lastY = window.scrollY;
/** The last link clicked in the page: where it was on screen, at which scroll position. */
let followed: LeftAt | undefined;

addEventListener('scroll', () => (lastY = window.scrollY), { passive: true });
addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest('main a[href]') : null;
    followed = link ? { y: lastY, link: { href: link.getAttribute('href')!, top: link.getBoundingClientRect().top } } : undefined;
  },
  { capture: true },
);
// The browser's own restore runs at popstate, before the page returned to has rendered.
history.scrollRestoration = 'manual';

export function remember(key: string): void {
  leftAt.delete(key);
  // A link clicked before the shopper scrolled on (one that opened a new tab, say) is not how they left.
  leftAt.set(key, followed?.y === lastY ? followed : { y: lastY });
  followed = undefined;
  if (leftAt.size > MAX_REMEMBERED) leftAt.delete(leftAt.keys().next().value!);
}

function scrollToY(y: number): void {
  window.scrollTo(0, y);
  lastY = window.scrollY;
}

/**
 * Returns to where the shopper left the entry `key`, if they had scrolled it: the position, then
 * the link they followed put back where it was on screen. Off-screen cards stand in at an
 * estimated height until drawn, so the position alone can land a card or so away from the one
 * the shopper opened; and the cards a frame draws take their real heights, so the link is
 * aligned again until a frame leaves it in place. Returns a cancel.
 */
export function returnTo(key: string): (() => void) | undefined {
  const saved = leftAt.get(key);
  if (!saved) return undefined;
  const { y, link } = saved;
  let frames = 0;
  let frame = 0;
  let target: Element | undefined;
  let stillFrames = 0;
  const next = (step: () => void) => {
    if (++frames < RESTORE_FRAMES) frame = requestAnimationFrame(step);
    else stop();
  };
  const reach = () => {
    scrollToY(y);
    if (Math.abs(window.scrollY - y) > 1) return next(reach);
    target = link && Array.from(document.querySelectorAll('main a[href]')).find((a) => a.getAttribute('href') === link.href);
    if (target) align();
    else stop();
  };
  const align = () => {
    const off = target!.getBoundingClientRect().top - link!.top;
    if (Math.abs(off) > 1) scrollToY(window.scrollY + off);
    stillFrames = Math.abs(off) > 1 ? 0 : stillFrames + 1;
    if (stillFrames < 2) next(align);
    else stop();
  };
  const stop = () => {
    cancelAnimationFrame(frame);
    SHOPPER_INPUTS.forEach((type) => removeEventListener(type, stop, true));
  };
  // The shopper scrolling or typing meanwhile wins.
  SHOPPER_INPUTS.forEach((type) => addEventListener(type, stop, { capture: true, passive: true }));
  reach();
  return stop;
}

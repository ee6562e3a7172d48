const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `container` a keyboard user can reach with Tab, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(isShown);
}

function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // jsdom has no layout; real browsers tell us whether CSS hides the element.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

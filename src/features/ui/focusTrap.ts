import { focusableIn } from './focusable';

/**
 * Focus moves into `root` (its `[data-autofocus]` element, else the first focusable one), Tab and
 * Shift+Tab wrap around inside it, Escape and a press outside call `onClose`. The returned
 * function ends it: focus goes back to `previous`, unless the shopper has since put it
 * somewhere else on purpose. (useFocusTrap.ts loads this when an overlay first opens.)
 */
export function trapFocus(root: HTMLElement, previous: HTMLElement | null, onClose: () => void): () => void {
  const start = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0];
  start?.focus({ preventScroll: true });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      wrapTab(event, root);
    }
  };
  // A press outside closes; the focus that follows it must not be pulled back in.
  let closing = false;
  const onFocusIn = (event: FocusEvent) => {
    if (closing || !(event.target instanceof Node) || root.contains(event.target)) return;
    focusableIn(root)[0]?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!(event.target instanceof Node) || root.contains(event.target)) return;
    closing = true;
    onClose();
  };
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('pointerdown', onPointerDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('pointerdown', onPointerDown);
    const current = document.activeElement;
    const focusWasOurs = !current || current === document.body || root.contains(current);
    if (focusWasOurs && previous?.isConnected) previous.focus({ preventScroll: true });
  };
}

function wrapTab(event: KeyboardEvent, root: HTMLElement): void {
  const items = focusableIn(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const current = document.activeElement;
  const outside = !(current instanceof Node) || !root.contains(current);
  if (event.shiftKey && (current === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

import { useCallback, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { overlayClosed, selectOverlay, type Overlay } from './uiSlice';
import { useFocusTrap } from './useFocusTrap';

/**
 * One overlay of the `ui` state machine, wired for the keyboard: put `containerRef` on the element
 * that holds the overlay (and its toggle, if it has one) and focus stays inside while it is open.
 */
export function useOverlay<T extends HTMLElement = HTMLDivElement>(name: Exclude<Overlay, 'none'>) {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectOverlay) === name;
  const containerRef = useRef<T>(null);
  const close = useCallback(() => dispatch(overlayClosed()), [dispatch]);
  useFocusTrap(containerRef, open, close);
  return { open, close, containerRef };
}

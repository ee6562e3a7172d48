import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { overlayClosed, selectOverlay } from './uiSlice';

/** A new page closes whatever overlay was open (menu, search, promo). */
export function useCloseOverlayOnNavigation(): void {
  const dispatch = useAppDispatch();
  const overlay = useAppSelector(selectOverlay);
  const overlayRef = useRef(overlay);
  useEffect(() => {
    overlayRef.current = overlay;
  }, [overlay]);

  const { pathname, search } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Only a real change is dispatched, so the action log stays free of no-ops.
    if (overlayRef.current !== 'none') dispatch(overlayClosed());
  }, [pathname, search, dispatch]);
}

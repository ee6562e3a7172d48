import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
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
  const address = pathname + search;
  // Compared with the last address seen, so a StrictMode re-run of the effect is not a navigation.
  const lastAddress = useRef(address);
  useEffect(() => {
    if (lastAddress.current === address) return;
    lastAddress.current = address;
    // Only a real change is dispatched, so the action log stays free of no-ops.
    if (overlayRef.current !== 'none') dispatch(overlayClosed());
  }, [address, dispatch]);
}

import { useEffect } from 'react';
import { useAppSelector } from '../../lib/hooks';
import { selectOverlay } from './uiSlice';

/** The page behind the menu or the promo doesn't scroll away under the shopper's finger. */
export function useScrollLock(): void {
  const overlay = useAppSelector(selectOverlay);
  const locked = overlay === 'menu' || overlay === 'promo';
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
    };
  }, [locked]);
}

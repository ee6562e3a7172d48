import { useEffect, useState, type ComponentType } from 'react';
import { onToastWanted } from '../lib/toast';

/**
 * Where toasts appear. notistack is loaded when the browser is idle after the first paint, or
 * at once when a toast is asked for earlier (src/lib/toast.ts queues it until then). If the
 * chunk fails to load (offline), the next toast tries again; the page itself is never affected.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  const [Provider, setProvider] = useState<ComponentType | null>(null);

  useEffect(() => onToastWanted(() => setWanted(true)), []);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  useEffect(() => {
    if (!wanted || Provider) return;
    let current = true;
    import(/* webpackChunkName: "toasts" */ './ToastProvider').then(
      ({ ToastProvider }) => current && setProvider(() => ToastProvider),
      () => current && setWanted(false),
    );
    return () => {
      current = false;
    };
  }, [wanted, Provider]);

  return Provider ? <Provider /> : null;
}

function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1500);
  return () => clearTimeout(timer);
}

import { useEffect, useState, type ComponentType } from 'react';
import { onToastWanted } from '../lib/toast';
import { whenPageSettled } from '../lib/whenPageSettled';

/** Long enough after load that notistack's start-up never lands among the page's own tasks. */
const LOAD_AFTER_MS = 4000;

/**
 * Where toasts appear. notistack is loaded a few seconds after the page has loaded, when the
 * browser is idle, or at once when a toast is asked for sooner (src/lib/toast.ts queues it until
 * then). If the chunk fails to load (offline), the next toast tries again; the page itself is
 * never affected.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  const [Provider, setProvider] = useState<ComponentType | null>(null);

  useEffect(() => onToastWanted(() => setWanted(true)), []);
  useEffect(() => whenPageSettled(() => setWanted(true), LOAD_AFTER_MS), []);
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


import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { decodeSharedCart, SHARE_PARAM, type SharedCartResult } from './sharedCartCodec';

/**
 * The shared cart in the address, if any, and a way to take it out of the address once the
 * shopper has answered, so a reload does not ask again (replace: Back does not bring it back).
 */
export function useSharedCartParam(): { shared: SharedCartResult | null; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const raw = params.get(SHARE_PARAM);
  const shared = useMemo(() => (raw === null ? null : decodeSharedCart(raw)), [raw]);
  const dismiss = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(SHARE_PARAM);
        return next;
      },
      { replace: true },
    );
  return { shared, dismiss };
}

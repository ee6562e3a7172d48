import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A choice kept in the URL's query, so it survives a reload and can be shared: the product
 * page's color and size, a list's filters and sort.
 *
 * The router renders a URL change in a transition, which on a slow phone takes a few hundred
 * milliseconds. Until then the optimistic copy shows the tap at once, and the next tap builds on
 * it. Building on the router's params instead loses taps: its updater gets the params of the
 * last render, not of the pending change (remix-run/react-router#11752), so choosing a color
 * and then quickly a size put the default color back in the URL and in the cart.
 *
 * `read` must be stable (module-level or memoized): it is a dependency of the parsed value.
 */
export function useSearchParamState<T extends object>(
  read: (params: URLSearchParams) => T,
  write: (params: URLSearchParams, value: T) => URLSearchParams,
) {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => read(params), [read, params]);
  const [value, setOptimistic] = useOptimistic(fromUrl);
  const update = useCallback(
    (change: Partial<T>) => {
      startTransition(() => {
        const next = { ...value, ...change };
        setOptimistic(next);
        // Replacing, so Back leaves the page instead of stepping through each tap.
        setParams((current) => write(current, next), { replace: true, preventScrollReset: true });
      });
    },
    [value, setOptimistic, setParams, write],
  );
  return [value, update] as const;
}

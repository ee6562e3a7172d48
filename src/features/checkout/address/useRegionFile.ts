import { useEffect, useRef, useState } from 'react';

export type RegionFileState<T> = { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * One region file for `key` (a province's code, a kota's code…), loaded when the key is set; null
 * loads nothing. The answer for an older key is dropped: she may pick another province meanwhile.
 * `onFailed` is told when the file cannot be had (after fetch's own retry).
 */
export function useRegionFile<T>(key: string | null, load: (key: string) => Promise<T>, onFailed: () => void): RegionFileState<T> {
  const [result, setResult] = useState<{ key: string; state: RegionFileState<T> } | null>(null);
  const failed = useRef(onFailed);
  useEffect(() => {
    failed.current = onFailed;
  });
  useEffect(() => {
    if (key === null) return;
    let current = true;
    load(key).then(
      (data) => current && setResult({ key, state: { status: 'ready', data } }),
      () => {
        if (!current) return;
        setResult({ key, state: { status: 'failed' } });
        failed.current();
      },
    );
    return () => {
      current = false;
    };
  }, [key, load]);
  if (key === null) return { status: 'idle' };
  return result?.key === key ? result.state : { status: 'loading' };
}

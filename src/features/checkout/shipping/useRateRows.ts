import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../lib/hooks';
import { selectCatalogStatus, selectManifest } from '../../catalog/catalogSlice';
import { loadRateFile } from './rateFile';
import type { RateRow } from './rateTypes';

export type RateRows = { status: 'idle' | 'loading' } | { status: 'ready'; rows: readonly RateRow[] } | { status: 'none' };

/** The ongkir sheet's rows for the chosen province; 'none' when they cannot be had (see loadRateFile). */
export function useRateRows(provinceCode: string | undefined): RateRows {
  const manifest = useAppSelector(selectManifest);
  // Without a catalogue there is no version folder to read the sheet from: the seller prices it.
  const catalogFailed = useAppSelector(selectCatalogStatus) === 'failed';
  const [result, setResult] = useState<{ key: string; rows: RateRows }>({ key: '', rows: { status: 'idle' } });
  const key = manifest && provinceCode ? `${manifest.url}|${manifest.version}|${provinceCode}` : '';
  useEffect(() => {
    if (!manifest || !provinceCode) return;
    let current = true;
    loadRateFile(manifest, provinceCode).then((file) => {
      if (current) setResult({ key, rows: file ? { status: 'ready', rows: file.rows } : { status: 'none' } });
    });
    return () => {
      current = false;
    };
  }, [manifest, provinceCode, key]);
  if (!provinceCode) return { status: 'idle' };
  if (!key) return catalogFailed ? { status: 'none' } : { status: 'loading' };
  return result.key === key ? result.rows : { status: 'loading' };
}

import * as v from 'valibot';
import { fetchCatalogJson } from '../../catalog/split/fetchCatalogJson';
import { splitFileUrl, splitPaths, type LocatedSplit } from '../../catalog/split/splitPaths';
import type { RateFile } from './rateTypes';

const rupiah = v.pipe(v.number(), v.integer(), v.minValue(0));

const rateFileSchema = v.object({
  rows: v.array(
    v.object({
      area: v.pipe(v.string(), v.regex(/^\d{2}(\.\d{2}){0,2}$/)),
      service: v.pipe(v.string(), v.minLength(1)),
      perKg: v.optional(rupiah),
      flat: v.optional(rupiah),
      confirm: v.optional(v.literal(true)),
      days: v.optional(v.string()),
    }),
  ),
});

const loaded = new Map<string, Promise<RateFile | null>>();

/**
 * A province's rates, fetched once per catalogue version. Null when there are none to be had: no
 * ongkir sheet (404), offline, a damaged file. The checkout then says 'Ongkir dikonfirmasi
 * penjual' and the order goes on; a failed fetch is tried again at the next choice of province.
 */
export function loadRateFile(manifest: LocatedSplit, provinceCode: string): Promise<RateFile | null> {
  const url = splitFileUrl(manifest, splitPaths.ongkir(provinceCode));
  let pending = loaded.get(url);
  if (!pending) {
    pending = Promise.resolve()
      .then(() => fetchCatalogJson(url))
      .then((json) => v.parse(rateFileSchema, json) as RateFile)
      .catch(() => {
        loaded.delete(url);
        return null;
      });
    loaded.set(url, pending);
  }
  return pending;
}

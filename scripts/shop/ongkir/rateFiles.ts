import type { RateFile, RateRow } from '../../../src/features/checkout/shipping/rateTypes';
import { splitPaths } from '../../../src/features/catalog/split/splitPaths';
import { readOngkirRegions } from './ongkirRegions';

/**
 * The checkout's rate files: `ongkir/<provinceCode>.json` in the catalogue's version folder, one
 * for every province, each holding the rows whose destination lies in it (already sorted). A
 * province with none gets `{"rows":[]}`, so the checkout tells 'no rates here' by the content,
 * not by a failed fetch. Pure: the same rows give the same files.
 */
export function rateFiles(rows: RateRow[], regions = readOngkirRegions()): [string, RateFile][] {
  return regions.provinces.map(({ code }) => [splitPaths.ongkir(code), { rows: rows.filter(({ area }) => area === code || area.startsWith(`${code}.`)) }]);
}

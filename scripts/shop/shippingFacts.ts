import type { ShippingFacts } from '../../src/features/checkout/shipping/rateTypes';
import type { Problem } from '../catalog/sheet/problems';
import { factColumns, FACTS_SHEET } from './factKeys';

/** The weight of a product without `berat` and of a custom line, when toko.csv's berat_default is empty. */
export const DEFAULT_WEIGHT_GRAMS = 1000;

/**
 * toko.csv's shipping keys as read (factKeys.ts) -> ShippingFacts, every field there: the default
 * weight, free shipping (null without gratis_ongkir_min), pickup (null without kota_toko). Free
 * services without a threshold are a problem: she meant free shipping, but from what total?
 */
export function finishShipping(read: Record<string, unknown>, rowOfKey: ReadonlyMap<string, number>): { shipping: ShippingFacts; problems: Problem[] } {
  const free = read.freeShipping as { minTotal?: number; services?: string[] } | undefined;
  const problems: Problem[] = [];
  if (free?.services && free.minTotal === undefined) {
    problems.push({ file: FACTS_SHEET, row: rowOfKey.get('gratis_ongkir_layanan'), column: factColumns.value, message: 'gratis_ongkir_layanan: isi juga gratis_ongkir_min, belanja paling sedikit berapa agar ongkirnya gratis (contoh: 500000)' });
  }
  return {
    shipping: {
      defaultWeightGrams: (read.defaultWeightGrams as number | undefined) ?? DEFAULT_WEIGHT_GRAMS,
      freeShipping: free?.minTotal !== undefined ? { minTotal: free.minTotal, services: free.services ?? [] } : null,
      pickup: (read.pickup as ShippingFacts['pickup'] | undefined) ?? null,
    },
    problems,
  };
}

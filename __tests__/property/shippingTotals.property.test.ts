import fc from 'fast-check';
import { shippingOptions } from '../../src/features/checkout/shipping/shippingOptions';
import { totalToPay } from '../../src/features/checkout/shipping/totalToPay';
import type { RateRow } from '../../src/features/checkout/shipping/rateTypes';
import { propertyRuns } from '../fixtures/propertyRuns';

const rupiah = fc.integer({ min: 0, max: 50_000_000 });
const area = fc.constantFrom('32', '32.73', '32.73.01', '31', '32.04');
const row: fc.Arbitrary<RateRow> = fc.oneof(
  fc.record({ area, service: fc.constantFrom('JNE REG', 'J&T EZ', 'Kurir toko'), perKg: fc.integer({ min: 0, max: 200_000 }), days: fc.constantFrom('1', '2-3') }),
  fc.record({ area, service: fc.constantFrom('JNE REG', 'SiCepat BEST'), flat: fc.integer({ min: 0, max: 500_000 }) }),
  fc.record({ area, service: fc.constant('GoSend'), confirm: fc.constant(true as const) }),
);

it('Total bayar is the goods plus the chosen ongkir, in whole rupiah, never negative; unknown when a part is', () => {
  fc.assert(
    fc.property(fc.array(row, { maxLength: 12 }), fc.integer({ min: 0, max: 80_000 }), rupiah, fc.option(rupiah, { nil: null }), fc.boolean(), (rows, grams, goods, threshold, goodsPriced) => {
      const options = shippingOptions({
        rows,
        destination: { province: '32', regency: '32.73', district: '32.73.01' },
        grams,
        goodsTotal: goods,
        facts: { defaultWeightGrams: 1000, freeShipping: threshold === null ? null : { minTotal: threshold, services: [] }, pickup: { regencyCode: '32.73', name: 'Kota Bandung' } },
      });
      for (const option of options) {
        const total = totalToPay(goods, option.ongkir, goodsPriced);
        if (option.ongkir === null || !goodsPriced) {
          expect(total).toBeNull();
          continue;
        }
        expect(Number.isInteger(option.ongkir) && option.ongkir >= 0).toBe(true);
        expect(total).toBe(goods + option.ongkir);
        expect(total).toBeGreaterThanOrEqual(0);
      }
      // One option per service: the most specific row won.
      expect(new Set(options.map((option) => option.service)).size).toBe(options.length);
    }),
    propertyRuns(),
  );
});

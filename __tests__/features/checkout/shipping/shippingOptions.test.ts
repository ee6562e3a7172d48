import { billableKg, matchingRows, PICKUP_SERVICE, rowPrice, shippingOptions, type Destination } from '../../../../src/features/checkout/shipping/shippingOptions';
import type { RateRow, ShippingFacts } from '../../../../src/features/checkout/shipping/rateTypes';

const coblong: Destination = { province: '32', regency: '32.73', district: '32.73.01' };
const noFacts: ShippingFacts = { defaultWeightGrams: 1000, freeShipping: null, pickup: null };

const rows: RateRow[] = [
  { area: '32', service: 'JNE REG', perKg: 12000, days: '2-3' },
  { area: '32.73', service: 'JNE REG', perKg: 9000, days: '1-2' },
  { area: '32.73.01', service: 'Kurir toko', flat: 8000, days: '1' },
  { area: '32.73', service: 'Kurir toko', flat: 12000, days: '1' },
  { area: '32.73', service: 'GoSend', confirm: true },
  { area: '32.04', service: 'J&T EZ', perKg: 10000 },
  { area: '31', service: 'SiCepat BEST', perKg: 15000 },
];

it('bills whole kilograms, rounded up, at least one', () => {
  expect([0, 1, 999, 1000, 1001, 2500, 3000].map(billableKg)).toEqual([1, 1, 1, 1, 2, 3, 3]);
});

it('takes, for each service, the row of the most specific area that holds the destination', () => {
  const chosen = matchingRows(rows, coblong);
  expect(chosen.map((row) => `${row.service} ${row.area}`).sort()).toEqual(['GoSend 32.73', 'JNE REG 32.73', 'Kurir toko 32.73.01']);
  // Before the kecamatan is known, its rows wait: the kota's row stands.
  const kota = matchingRows(rows, { province: '32', regency: '32.73' });
  expect(kota.find((row) => row.service === 'Kurir toko')?.flat).toBe(12000);
  // Another kota of the province gets the province's row and its own.
  const bandungRegency = matchingRows(rows, { province: '32', regency: '32.04', district: '32.04.05' });
  expect(bandungRegency.map((row) => `${row.service} ${row.area}`).sort()).toEqual(['J&T EZ 32.04', 'JNE REG 32']);
});

it('prices per kilogram by the billed weight, a flat price at any weight, and leaves the seller its own', () => {
  expect(rowPrice({ area: '32', service: 'A', perKg: 9000 }, 2100)).toBe(27000);
  expect(rowPrice({ area: '32', service: 'A', flat: 8000 }, 12_000)).toBe(8000);
  expect(rowPrice({ area: '32', service: 'A', confirm: true }, 500)).toBeNull();
});

it('lists the services cheapest first, the seller-priced ones after, pickup last in the shop’s own kota', () => {
  const options = shippingOptions({
    rows,
    destination: coblong,
    grams: 1500,
    goodsTotal: 100000,
    facts: { ...noFacts, pickup: { regencyCode: '32.73', name: 'Kota Bandung' } },
  });
  expect(options).toEqual([
    { service: 'Kurir toko', ongkir: 8000, days: '1' },
    { service: 'JNE REG', ongkir: 18000, days: '1-2' },
    { service: 'GoSend', ongkir: null },
    { service: PICKUP_SERVICE, ongkir: 0 },
  ]);
  // Elsewhere, no pickup.
  const jakarta = shippingOptions({ rows, destination: { province: '31', regency: '31.71', district: '31.71.01' }, grams: 1500, goodsTotal: 0, facts: { ...noFacts, pickup: { regencyCode: '32.73', name: 'Kota Bandung' } } });
  expect(jakarta.map((option) => option.service)).toEqual(['SiCepat BEST']);
});

it('makes the cheapest service free at the threshold, or the ones the shop names, and only from the threshold on', () => {
  const facts = (services: string[]): ShippingFacts => ({ ...noFacts, freeShipping: { minTotal: 500000, services } });
  const at = (goodsTotal: number, services: string[] = []) =>
    shippingOptions({ rows, destination: coblong, grams: 1500, goodsTotal, facts: facts(services) }).map((o) => [o.service, o.ongkir, o.freeFrom]);
  expect(at(499999)).toEqual([['Kurir toko', 8000, undefined], ['JNE REG', 18000, undefined], ['GoSend', null, undefined]]);
  expect(at(500000)).toEqual([['Kurir toko', 0, 8000], ['JNE REG', 18000, undefined], ['GoSend', null, undefined]]);
  expect(at(500000, ['jne reg'])).toEqual([['JNE REG', 0, 18000], ['Kurir toko', 8000, undefined], ['GoSend', null, undefined]]);
});

it('offers nothing where the sheet has no row and the shop is elsewhere', () => {
  expect(shippingOptions({ rows, destination: { province: '94', regency: '94.71', district: '94.71.01' }, grams: 100, goodsTotal: 0, facts: noFacts })).toEqual([]);
});

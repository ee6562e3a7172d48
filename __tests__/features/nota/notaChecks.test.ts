import type { RateRow, ShippingFacts } from '../../../src/features/checkout/shipping/rateTypes';
import { checkNota, findingCount } from '../../../src/features/nota/notaChecks';
import { products } from '../catalog/catalog-test-utils';
import { line, notaOrder } from '../../fixtures/notaOrders';

const [sneakers, loafer] = products as [(typeof products)[0], (typeof products)[0]];
const facts: ShippingFacts = { defaultWeightGrams: 500, freeShipping: null, pickup: { regencyCode: '32.73', name: 'Kota Bandung' } };
const rows: RateRow[] = [
  { area: '32', service: 'JNE REG', perKg: 12000, days: '2-3' },
  { area: '32.73', service: 'JNE REG', perKg: 9000, days: '1-2' },
];

// Sneakers on sale at 200.000 (250.000 before), a loafer at 400.000; 3 items of 500 g: 2 kg of JNE REG to Kota Bandung is 18.000.
const honest = () =>
  notaOrder([line({ id: sneakers.id, name: sneakers.name, price: 200_000, quantity: 2, selectedColor: 'Hitam', selectedSize: '40' }), line({ id: loafer.id, name: loafer.name, price: 400_000 })], {
    shipping: { service: 'JNE REG', ongkir: 18000, grams: 1500, days: '1-2' },
  });

it('finds nothing on an honest nota', () => {
  const findings = checkNota(honest(), { products, rows, facts });
  expect(findingCount(findings)).toBe(0);
});

it('flags a line price lowered by hand, with the price the catalogue asks today', () => {
  const order = honest();
  order.lines[1] = { ...order.lines[1]!, price: 40_000 };
  const findings = checkNota(order, { products, rows, facts });
  expect(findings.lines.get(1)).toEqual({ kind: 'price', today: 400_000 });
  // The totals were left as they were: the goods no longer add up to them either.
  expect(findings.goodsTotal).toBe(440_000);
});

it('flags a product the catalogue does not have', () => {
  const order = honest();
  order.lines[0] = { ...order.lines[0]!, id: 'lk-palsu' };
  expect(checkNota(order, { products, rows, facts }).lines.get(0)).toEqual({ kind: 'gone' });
});

it('flags an edited ongkir with the sheet’s figure, and a service the sheet lacks there', () => {
  const cheaper = honest();
  cheaper.shipping = { ...cheaper.shipping, ongkir: 1000 };
  cheaper.toPay = cheaper.goodsTotal + 1000 + cheaper.uniqueCode;
  const findings = checkNota(cheaper, { products, rows, facts });
  expect(findings.ongkir).toBe(18000);
  expect(findings.toPay).toBeUndefined();
  const unknown = honest();
  unknown.shipping = { ...unknown.shipping, service: 'Kurir Kilat' };
  expect(checkNota(unknown, { products, rows, facts }).ongkir).toBe('none');
});

it('accepts pickup at the shop in its own kota, at Rp 0', () => {
  const order = honest();
  order.shipping = { service: 'Ambil di toko', ongkir: 0, grams: 1500 };
  order.toPay = order.goodsTotal + order.uniqueCode;
  expect(findingCount(checkNota(order, { products, rows, facts }))).toBe(0);
});

it('flags totals that do not add up, and a kode unik out of range', () => {
  const order = honest();
  order.toPay = 1000;
  order.goodsTotal = 1;
  order.uniqueCode = 1500;
  const findings = checkNota(order, { products, rows, facts });
  expect(findings.goodsTotal).toBe(800_000);
  expect(findings.toPay).toBe(800_000 + 18000 + 1500);
  expect(findings.uniqueCode).toBe(true);
});

it('judges only the arithmetic without a catalogue, and no ongkir without a sheet', () => {
  const order = honest();
  order.lines[1] = { ...order.lines[1]!, price: 40_000 };
  order.shipping = { ...order.shipping, ongkir: 1 };
  const findings = checkNota(order, { facts });
  expect(findings.lines.size).toBe(0);
  expect(findings.ongkir).toBeUndefined();
  expect(findings.goodsTotal).toBe(440_000);
});

import fc from 'fast-check';
import { paymentFacts } from '../../../src/config/payment';
import type { RateRow, ShippingFacts } from '../../../src/features/checkout/shipping/rateTypes';
import type { NotaOrder } from '../../../src/features/checkout/order/orderRecord';
import { checkNota, findingCount } from '../../../src/features/nota/notaChecks';
import { toCompact } from '../../../src/features/nota/notaCompact';
import { notaFragment, readNota } from '../../../src/features/nota/notaCodec';
import { regionNamesFor } from '../../../src/features/nota/notaRegions';
import { products } from '../catalog/catalog-test-utils';
import { line, notaOrder } from '../../fixtures/notaOrders';
import { serveRegionFiles } from '../../fixtures/regionFetch';
import { forgedNotaFragment } from '../../fixtures/hostileNota';
import { propertyRuns } from '../../fixtures/propertyRuns';

const [sneakers, loafer] = products as [(typeof products)[0], (typeof products)[0]];
const facts: ShippingFacts = { defaultWeightGrams: 500, freeShipping: null, pickup: { regencyCode: '32.73', name: 'Kota Bandung' } };
const rows: RateRow[] = [{ area: '32.73', service: 'JNE REG', perKg: 9000, days: '1-2' }];

const honest = (): NotaOrder =>
  notaOrder([line({ id: sneakers.id, name: sneakers.name, price: 200_000, quantity: 2 }), line({ id: loafer.id, name: loafer.name, price: 400_000 })], {
    shipping: { service: 'JNE REG', ongkir: 18000, grams: 1500, days: '1-2' },
  });

let regionNames: Map<string, string>;
beforeAll(async () => {
  serveRegionFiles();
  regionNames = await regionNamesFor(honest().people.address);
});
const check = (order: NotaOrder) => checkNota(order, { products, rows, facts, payments: paymentFacts, regionNames });

it('an honest nota has nothing marked', () => {
  expect(findingCount(check(honest()))).toBe(0);
});

describe('a forged link made with the shop’s own codec', () => {
  it('cannot read a custom line with a negative or fractional quantity, or a negative price', () => {
    for (const fields of [{ quantity: -2, price: 100000 }, { quantity: 0.01, price: 100000 }, { quantity: 3 }, { price: -100000 }, { price: '100000' }]) {
      const order = honest();
      const compact = toCompact(order);
      compact[2].push({ id: 'custom-x', name: 'Tas custom', ...fields } as never);
      expect(readNota(forgedNotaFragment(compact))).toEqual({ ok: false, reason: 'damaged' });
    }
  });

  it('a cheap product’s code under a dear product’s name is named by its code, and marked', () => {
    const order = honest();
    order.lines[1] = { ...order.lines[1]!, id: sneakers.id, price: 200_000, name: loafer.name };
    expect(check(order).names.get(1)).toBe(sneakers.name);
  });

  it('Coblong’s code under the names of Papua is marked, level by level', () => {
    const order = honest();
    order.people.address = { ...order.people.address, province: { code: '32', name: 'Papua' }, regency: { code: '32.73', name: 'Kabupaten Jayapura' }, district: { code: '32.73.02', name: 'Sentani' } };
    expect(check(order).regions).toEqual([
      { level: 'province', written: 'Papua', today: 'Jawa Barat' },
      { level: 'regency', written: 'Kabupaten Jayapura', today: 'Kota Bandung' },
      { level: 'district', written: 'Sentani', today: 'Coblong' },
    ]);
  });

  it('a free-text address with JNE REG at Rp 0 is marked: nothing priced it', () => {
    const order = honest();
    order.people.address = { province: null, regency: null, district: null, village: null, postalCode: '', street: 'Jl. Mana Saja 1, Jayapura' };
    order.shipping = { service: 'JNE REG', ongkir: 0, grams: 1500 };
    order.toPay = order.goodsTotal + order.uniqueCode;
    expect(check(order).shippingUnchecked).toBe('noDestination');
  });

  it('a service the seller was to confirm, yet ongkir Rp 0 and a Total bayar, is marked', () => {
    const order = honest();
    order.shipping = { service: null, ongkir: 0, grams: 1500 };
    order.toPay = order.goodsTotal + order.uniqueCode;
    expect(check(order).shippingUnchecked).toBe('noService');
  });

  it('a payment account the shop does not have is marked; the shop’s own are not', () => {
    const order = honest();
    order.payment = { kind: 'bank', label: 'BCA 0123456789 a.n. Budi (rekening baru toko)' };
    expect(check(order).payment).toBe(true);
    for (const label of ['BCA', 'Mandiri', 'BNI']) expect(check({ ...honest(), payment: { kind: 'bank', label } }).payment).toBeUndefined();
    expect(check({ ...honest(), payment: { kind: 'ewallet', label: 'BCA' } }).payment).toBe(true);
  });

  it('a delivery time or a free-shipping claim the sheet does not give is marked', () => {
    const order = honest();
    order.shipping = { ...order.shipping, days: '0', freeFrom: 18000 };
    expect(check(order)).toMatchObject({ days: '1-2', freeFrom: null });
  });
});

it('every link today’s code makes still reads, and reads the same', () => {
  const custom = line({ id: 'custom-1', name: 'Tas custom', price: 150_000, type: 'custom', model: 'Tas', notes: 'Inisial R' } as never);
  for (const order of [honest(), notaOrder([custom]), notaOrder([custom], { shipping: { service: null, ongkir: null, grams: 500 } })]) {
    const read = readNota(notaFragment(order));
    expect(read.ok).toBe(true);
  }
});

// What a forger may write in each place a nota shows: this property says nothing unmarked disagrees.
const forgedOrder = fc.record({
  quantity: fc.integer({ min: 1, max: 5 }),
  price: fc.constantFrom(200_000, 1, 0, 400_000),
  name: fc.constantFrom(sneakers.name, loafer.name, 'Sepatu Lari Ringan Aero', ''),
  province: fc.constantFrom('Jawa Barat', 'Papua'),
  regency: fc.constantFrom('Kota Bandung', 'Kabupaten Jayapura'),
  service: fc.constantFrom('JNE REG', null, 'Kurir Kilat'),
  ongkir: fc.constantFrom(18000, 0, 9000, null),
  payment: fc.constantFrom('BCA', 'BCA 0123456789 a.n. Budi', 'GoPay', 'QRIS'),
  freeText: fc.boolean(),
});

it('property: whatever a forged nota shows unmarked is what the catalogue, the sheet, the regions and the shop say', () => {
  fc.assert(
    fc.property(forgedOrder, (forged) => {
      const order = honest();
      order.lines = [line({ id: sneakers.id, name: forged.name, price: forged.price, quantity: forged.quantity })];
      order.goodsTotal = forged.price * forged.quantity;
      order.shipping = { service: forged.service, ongkir: forged.ongkir, grams: 500 * forged.quantity, ...(forged.service === 'JNE REG' ? { days: '1-2' } : {}) };
      order.toPay = forged.ongkir === null ? null : order.goodsTotal + forged.ongkir + order.uniqueCode;
      order.payment = { kind: forged.payment === 'GoPay' ? 'ewallet' : forged.payment === 'QRIS' ? 'qris' : 'bank', label: forged.payment };
      order.people.address = forged.freeText
        ? { province: null, regency: null, district: null, village: null, postalCode: '', street: 'Jl. Bebas' }
        : { ...order.people.address, province: { code: '32', name: forged.province }, regency: { code: '32.73', name: forged.regency } };
      const findings = check(order);
      // Unmarked means checked and true:
      if (!findings.lines.has(0)) expect(order.lines[0]!.price).toBe(sneakers.salePrice ?? sneakers.price);
      if (!findings.names.has(0)) expect([sneakers.name, '']).toContain(order.lines[0]!.name);
      if (!findings.regions && !forged.freeText) expect([forged.province, forged.regency]).toEqual(['Jawa Barat', 'Kota Bandung']);
      if (!findings.payment) expect(['BCA', 'GoPay', 'QRIS']).toContain(forged.payment);
      if (!('ongkir' in findings) && !findings.shippingUnchecked && forged.service !== null) {
        expect(forged.freeText).toBe(false);
        expect(forged.ongkir).toBe(9000 * Math.max(1, Math.ceil((500 * forged.quantity) / 1000)));
      }
      if (forged.service === null && !findings.shippingUnchecked) expect([forged.ongkir, order.toPay]).toEqual([null, null]);
      if (!('goodsTotal' in findings) && !('toPay' in findings)) expect(findingCount(findings) === 0 || true).toBe(true);
    }),
    propertyRuns(),
  );
});

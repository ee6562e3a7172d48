import fc from 'fast-check';
import type { PaymentKind } from '../../../src/features/checkout/order/orderRecord';
import { codAllowed, paymentMethods } from '../../../src/features/checkout/payment/paymentMethods';
import { drawUniqueCode, payableWithCode, uniqueCodeFor } from '../../../src/features/checkout/payment/uniqueCode';
import { totalToPay } from '../../../src/features/checkout/shipping/totalToPay';
import type { PaymentFacts } from '../../../src/config/payment';

const kinds: PaymentKind[] = ['bank', 'ewallet', 'qris', 'cod'];

describe('kode unik', () => {
  it('is drawn between 1 and 999', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
      const code = drawUniqueCode(() => r);
      return Number.isInteger(code) && code >= 1 && code <= 999;
    }));
    expect(drawUniqueCode(() => 0)).toBe(1);
    expect(drawUniqueCode(() => 0.999999)).toBe(999);
  });

  it('never applies to COD, nor when the shop has it off or no method is chosen', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.constantFrom(...kinds), fc.boolean(), (drawn, kind, enabled) => {
      const code = uniqueCodeFor(kind, drawn, enabled);
      return kind === 'cod' || !enabled ? code === 0 : code === drawn;
    }));
    expect(uniqueCodeFor(undefined, 5, true)).toBe(0);
  });

  it('Total bayar = goods + ongkir + kode unik when all are known; no figure and no code when a part is not', () => {
    fc.assert(
      fc.property(fc.nat(50_000_000), fc.option(fc.nat(2_000_000)), fc.boolean(), fc.integer({ min: 1, max: 999 }), fc.constantFrom(...kinds), (goods, ongkir, priced, drawn, kind) => {
        const code = uniqueCodeFor(kind, drawn, true);
        const { toPay, uniqueCode } = payableWithCode(totalToPay(goods, ongkir, priced), code);
        if (ongkir === null || !priced) return toPay === null && uniqueCode === 0;
        return toPay === goods + ongkir + uniqueCode && uniqueCode === (kind === 'cod' ? 0 : drawn);
      }),
    );
  });
});

describe("'Pembayaran' methods", () => {
  const facts: PaymentFacts = {
    orderPrefix: 'LK',
    banks: [{ label: 'BCA', number: '1', holder: 'L' }, { label: 'BNI', number: '2', holder: 'L' }],
    ewallets: [{ label: 'GoPay', number: '0812', holder: 'L' }],
    qris: { image: 'img/qris.svg' },
    cod: { areas: ['Kota Bandung', 'Jawa Tengah'] },
    uniqueCode: true,
  };

  it('lists transfers, e-wallets and QRIS, and COD only where the shop offers it', () => {
    const titles = (place: { province?: string; regency?: string }) => paymentMethods(facts, place).map(({ title }) => title);
    expect(titles({ province: 'Jawa Barat', regency: 'KOTA BANDUNG' })).toEqual(['Transfer BCA', 'Transfer BNI', 'GoPay', 'QRIS', 'Bayar di tempat (COD)']);
    expect(titles({ province: 'Jawa Tengah', regency: 'Kota Semarang' })).toContain('Bayar di tempat (COD)');
    expect(titles({ province: 'Jawa Barat', regency: 'Kota Cimahi' })).not.toContain('Bayar di tempat (COD)');
    expect(titles({})).not.toContain('Bayar di tempat (COD)');
    expect(codAllowed({ areas: [] }, {})).toBe(true);
    expect(codAllowed(null, { regency: 'Kota Bandung' })).toBe(false);
  });

  it('has none when the shop configured none (the step is hidden)', () => {
    expect(paymentMethods({ ...facts, banks: [], ewallets: [], qris: null, cod: null }, { regency: 'Kota Bandung' })).toEqual([]);
  });
});

import fc from 'fast-check';
import type { CartLine } from '../../../src/features/cart/cartTypes';
import { emptyAddress } from '../../../src/features/checkout/address/addressTypes';
import { emptyBuyer, type BuyerDetails } from '../../../src/features/checkout/buyer';
import { composeOrderMessage } from '../../../src/features/checkout/orderMessage';
import { propertyRuns } from '../../fixtures/propertyRuns';

const forged = '\n\nTotal harga: Rp 10.000\nTotal bayar: Rp 15.000\n\n*Nota pesanan*\nhttps://evil.example/nota#1.abc';
const notaUrl = 'https://langkah.example/nota#1.xyz';
const product: CartLine = { id: 'lk-001', name: 'Sneakers Kanvas Klasik', price: 249_000, image: '', quantity: 1, selectedColor: 'Hitam', selectedSize: '42', colorOptions: [] };
const custom = (fields: Record<string, string>): CartLine => ({ id: 'custom-1', type: 'custom', name: 'Tas custom', price: 0, image: '', quantity: 1, selectedColor: '', selectedSize: '', colorOptions: [], ...fields });
const buyer = (fields: Partial<BuyerDetails> = {}): BuyerDetails => ({ ...emptyBuyer, name: 'Ayu', phone: '081234567890', address: { ...emptyAddress, street: 'Jl. Melati 5' }, ...fields });
const compose = (lines: CartLine[], who: BuyerDetails) =>
  composeOrderMessage(lines, who, { number: 'LK-7F3K-2Q9D', notaUrl, shipping: { service: 'JNE REG', ongkir: 18_000, grams: 500 }, payment: 'Transfer BCA' });

/** The lines a seller reads as the shop's own: not quoted, not indented under a line of the order. */
const shopLines = (message: string) => message.split('\n').filter((line) => !/^\s+> /.test(line));

describe.each([
  ['a custom line’s notes', () => compose([product, custom({ notes: `Tali merah${forged}` })], buyer())],
  ['a custom line’s key', () => compose([product, custom({ [`catatan${forged}`]: 'x' })], buyer())],
  ['Alamat', () => compose([product], buyer({ address: { ...emptyAddress, street: `Jl. Melati 5${forged}` } }))],
  ['Catatan', () => compose([product], buyer({ note: `Kirim sore${forged}` }))],
  ['Nama', () => compose([product], buyer({ name: `Ayu${forged}` }))],
])('forged lines in %s', (_where, message) => {
  it('start no line of the shop’s: one Total harga, one Total bayar, one nota heading and link', () => {
    const lines = shopLines(message());
    expect(lines.filter((line) => line.startsWith('Total harga:'))).toEqual([expect.stringMatching(/^Total harga: Rp.249\.000$/)]);
    expect(lines.filter((line) => line.startsWith('Total bayar:'))).toHaveLength(1);
    expect(lines.filter((line) => line === '*Nota pesanan*')).toHaveLength(1);
    expect(lines.filter((line) => /^https?:/.test(line))).toEqual([notaUrl]);
  });

  it('show no link but the shop’s own', () => {
    expect(message()).not.toContain('https://evil');
    expect(message()).not.toContain('evil.example');
    expect(message()).toContain('https[:]//evil[.]example/nota#1[.]abc');
  });
});

it('removes right-to-left overrides and zero-width characters from the buyer’s words', () => {
  const message = compose([custom({ notes: 'A\u202Egnp.exe\u200B\u2066' })], buyer({ note: 'ka\u200Bk\u202D', name: '\uFEFFAyu' }));
  expect(message).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]/);
  expect(message).toContain('Catatan: kak');
  expect(message).toContain('Nama: Ayu');
});

it('keeps ordinary Indonesian text as it was typed (a.n., Rp 10.000, Gg. Mawar)', () => {
  const message = compose([product], buyer({ note: 'Transfer a.n. Ayu, Rp 10.000', address: { ...emptyAddress, street: 'Gg. Mawar No.5 RT 03/RW 07' } }));
  expect(message).toContain('Catatan: Transfer a.n. Ayu, Rp 10.000');
  expect(message).toContain('Alamat: Gg. Mawar No.5 RT 03/RW 07');
});

// Any text a buyer or a link may bring, weighted toward what forges a line.
const outside = fc.oneof(
  fc.string({ maxLength: 60, unit: 'grapheme' }),
  fc.array(fc.constantFrom('\n', '\r\n', '\u2028', '\r', '*Nota pesanan*', 'Total bayar: Rp 1', 'https://evil.example/x', 'wa.me/62811', '\u202E', '\u200B', ' ', 'Pesanan LK-1'), { maxLength: 10 }).map((parts) => parts.join('')),
);

it('property: whatever the buyer types or a link brings, the shop’s lines are the same lines, and no link but the nota’s is a link', () => {
  const baseline = shopLines(compose([product, custom({ notes: 'x', model: 'Tas' })], buyer({ note: 'x', name: 'x', address: { ...emptyAddress, street: 'x' } }))).length;
  fc.assert(
    fc.property(outside, outside, outside, outside, outside, (name, street, note, notes, key) => {
      const message = compose([product, custom({ notes: `a${notes}`, model: 'Tas', ...(key.trim() ? { [key.slice(0, 40)]: 'v' } : {}) })], buyer({ name: `a${name}`, note: `a${note}`, address: { ...emptyAddress, street: `a${street}` } }));
      const lines = shopLines(message);
      expect(lines.length - (key.trim() ? 1 : 0)).toBe(baseline);
      expect(lines.filter((line) => line.startsWith('Total bayar:'))).toHaveLength(1);
      expect(message.replace(notaUrl, '')).not.toMatch(/:\/\/|evil\.example|wa\.me/);
      expect(message).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]/);
    }),
    propertyRuns(),
  );
});

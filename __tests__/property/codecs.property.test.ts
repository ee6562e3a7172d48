import fc from 'fast-check';
import { themeCodec } from '../../src/app/persistence/codecs';
import { readCart } from '../../src/app/persistence/storedListReaders';
import { decodeCart, encodeCart } from '../../src/features/cart/cartLineSchema';
import { propertyRuns } from '../fixtures/propertyRuns';

// The cart's decoder warns of each repaired save; thousands of warnings say nothing here.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** Values a stored line's fields really take: right, wrong type, out of range, missing. */
const fieldValue = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(0, -3, '2', ' 4 ', '', 'abc', 1e308, -0, 2.5, null, true, 'custom'),
  fc.string({ maxLength: 8 }),
);
const lineLike = fc.record(
  {
    id: fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fieldValue),
    type: fc.oneof(fc.constant('custom'), fieldValue),
    name: fc.oneof(fc.string({ maxLength: 12 }), fieldValue),
    price: fc.oneof(fc.nat(), fieldValue),
    image: fieldValue,
    quantity: fieldValue,
    selectedColor: fieldValue,
    selectedSize: fieldValue,
    colorOptions: fc.oneof(fc.array(fc.oneof(fc.record({ color: fc.string(), image: fc.string() }), fieldValue), { maxLength: 3 }), fieldValue),
    extra: fieldValue,
  },
  { requiredKeys: [] },
);

/** What may sit in `cartItems`: any JSON, near-miss carts, and text that isn't JSON at all. */
const stored = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.array(lineLike, { maxLength: 6 }).map((lines) => JSON.stringify(lines)),
  fc.string(),
  fc.array(lineLike, { maxLength: 3 }).map((lines) => JSON.stringify(lines).slice(0, -1)), // cut short
  fc.constantFrom('[{"id":1,"name":"x","price":1,"__proto__":{"quantity":-1}}]', '[{"constructor":{"prototype":{}}}]', 'null', '""', '{}'),
);

it('decodes anything stored without throwing, to an array of lines or nothing', () => {
  fc.assert(
    fc.property(stored, (raw) => {
      const decoded = readCart(raw);
      expect(decoded === null || Array.isArray(decoded)).toBe(true);
    }),
    propertyRuns(1000),
  );
});

it('decoding is idempotent: decode(encode(decode(x))) equals decode(x)', () => {
  fc.assert(
    fc.property(stored, (raw) => {
      const first = readCart(raw);
      if (first === null) return;
      expect(readCart(encodeCart(first))).toStrictEqual(first);
    }),
    propertyRuns(1000),
  );
});

it('never writes back anything corrupt: what encode writes decodes to itself with nothing dropped', () => {
  fc.assert(
    fc.property(stored, (raw) => {
      const first = readCart(raw);
      if (first === null) return;
      const written = encodeCart(first);
      const again = decodeCart(written);
      expect(again?.dropped).toBe(0);
      expect(encodeCart(again!.items)).toBe(written);
    }),
    propertyRuns(1000),
  );
});

it('the theme codec reads any string as dark, light or nothing, and writes back what it read', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.constantFrom('dark', 'light', 'DARK', ' dark', '"dark"')), (raw) => {
      const decoded = themeCodec.decode(raw);
      if (decoded === null) return;
      expect(themeCodec.encode(decoded)).toBe(raw);
      expect(themeCodec.decode(themeCodec.encode(decoded))).toEqual(decoded);
    }),
    propertyRuns(),
  );
});

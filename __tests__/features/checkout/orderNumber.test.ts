import { newOrderNumber, normalizeOrderNumber } from '../../../src/features/checkout/order/orderNumber';

it('is the prefix and two groups of four Crockford base32 symbols', () => {
  for (let i = 0; i < 200; i++) expect(newOrderNumber('LK')).toMatch(/^LK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
});

it('spells the 40 random bits exactly, most significant first', () => {
  expect(newOrderNumber('LK', (bytes) => bytes.fill(0))).toBe('LK-0000-0000');
  expect(newOrderNumber('LK', (bytes) => bytes.fill(255))).toBe('LK-ZZZZ-ZZZZ');
  // 0x0123456789 in groups of five bits: 00000 00100 10001 10100 01010 11001 11100 01001 = 0 4 17 20 10 25 28 9.
  expect(newOrderNumber('LK', (bytes) => (bytes.set([0x01, 0x23, 0x45, 0x67, 0x89]), bytes))).toBe('LK-04HM-ASW9');
});

it('draws no number twice in 10,000', () => {
  const drawn = new Set(Array.from({ length: 10_000 }, () => newOrderNumber('LK')));
  expect(drawn.size).toBe(10_000);
});

it('finds a number however it is typed back: case, spaces, dashes and look-alike letters', () => {
  const key = normalizeOrderNumber('LK-7F3K-2Q9D');
  for (const typed of ['lk7f3k2q9d', 'LK 7F3K 2Q9D', 'lk-7f3k-2q9d ', 'IK-7F3K-2Q9D']) expect(normalizeOrderNumber(typed)).toBe(key);
  expect(normalizeOrderNumber('LK-7F3K-2Q90')).not.toBe(key);
});

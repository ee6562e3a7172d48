import { formatNumber, formatPrice } from '../../src/lib/formatPrice';

// Node ships full ICU, so Intl is the reference the hand-written formatter must match.
const intlPrice = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
const intlNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12_345, 99_999, 100_000, 150_000, 1_250_000, 987_654_321, 12_345_678_901, 0.4, 0.5, 1.5, 2.5, 999.5, -1, -150_000, -1_250_000.5];

it.each(samples)('formats %p like Intl', (value) => {
  expect(formatPrice(value)).toBe(intlPrice.format(value));
  expect(formatNumber(value)).toBe(intlNumber.format(value));
});

it('never writes a negative zero (Intl would say "-Rp 0" for -0.4)', () => {
  expect(formatPrice(-0.4)).toBe('Rp\u00a00');
  expect(formatNumber(-0.4)).toBe('0');
});

it('writes rupiah with a no-break space and dots between thousands', () => {
  expect(formatPrice(150_000)).toBe('Rp\u00a0150.000');
  expect(formatNumber(4096)).toBe('4.096');
});
